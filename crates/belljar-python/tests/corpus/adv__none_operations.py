# Operations on None produce CPython's messages.
nothing = None
for f in [
    lambda: None + 1,
    lambda: None < 1,
    lambda: nothing[0],
    lambda: nothing(),
    lambda: len(None),
    lambda: iter(None),
    lambda: None.attr,
    lambda: -None,
    lambda: [x for x in None],
    lambda: {**None},
    lambda: [*None],
    lambda: "%d" % None,
    lambda: int(None),
    lambda: hash(None) == hash(None),
    lambda: None == 0,
]:
    try:
        print(repr(f()))
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
