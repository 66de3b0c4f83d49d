def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('set().add()', lambda: set().add())
check('set().add(1, 2)', lambda: set().add(1, 2))
check('set().remove()', lambda: set().remove())
check('set().discard()', lambda: set().discard())
check('set().pop(1)', lambda: set().pop(1))
check('set().clear(1)', lambda: set().clear(1))
check('set().copy(1)', lambda: set().copy(1))
check('set().union(x=1)', lambda: set().union(x=1))
check('set().issubset()', lambda: set().issubset())
check('set().issubset(1, 2)', lambda: set().issubset(1, 2))
check('set().update(x=1)', lambda: set().update(x=1))
check('set().symmetric_difference()', lambda: set().symmetric_difference())
check('set().symmetric_difference(1, 2)', lambda: set().symmetric_difference(1, 2))
check('set().intersection_update(x=1)', lambda: set().intersection_update(x=1))
