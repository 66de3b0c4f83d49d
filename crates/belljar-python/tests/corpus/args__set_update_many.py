def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('sorted(set([1]).union([2], (3,), {4}))', lambda: sorted(set([1]).union([2], (3,), {4})))
check('sorted(set([1, 2, 3]).intersection([1, 2], [2]))', lambda: sorted(set([1, 2, 3]).intersection([1, 2], [2])))
check('sorted(set([1, 2, 3]).difference([1], [2]))', lambda: sorted(set([1, 2, 3]).difference([1], [2])))
check('sorted(set([1, 2]).symmetric_difference([2, 3]))', lambda: sorted(set([1, 2]).symmetric_difference([2, 3])))
check('set([1]).isdisjoint([2])', lambda: set([1]).isdisjoint([2]))
check('set([1, 2]).issuperset([1])', lambda: set([1, 2]).issuperset([1]))
s = {1, 2, 3}
s.difference_update([1], [2])
print(s)
s.update([7], [8])
print(sorted(s))
s.intersection_update([7, 3])
print(sorted(s))
s.symmetric_difference_update([3, 9])
print(sorted(s))
