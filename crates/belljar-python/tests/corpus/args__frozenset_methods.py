def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('frozenset().isdisjoint()', lambda: frozenset().isdisjoint())
check('frozenset([1]).union([2], [3])', lambda: frozenset([1]).union([2], [3]))
check('frozenset([1, 2]).intersection([2], [2, 3])', lambda: frozenset([1, 2]).intersection([2], [2, 3]))
check('frozenset().add(1)', lambda: frozenset().add(1))
check('frozenset([1]).copy(1)', lambda: frozenset([1]).copy(1))
check('sorted(frozenset([1, 2]).difference([1]))', lambda: sorted(frozenset([1, 2]).difference([1])))
check('frozenset([1]).issubset([1, 2])', lambda: frozenset([1]).issubset([1, 2]))
check('frozenset(x=1)', lambda: frozenset(x=1))
check('set(x=1)', lambda: set(x=1))
check('set(1, 2)', lambda: set(1, 2))
check('type(frozenset([1]).union())', lambda: type(frozenset([1]).union()))
