def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('min()', lambda: min())
check('min(x=1)', lambda: min(x=1))
check('min([], y=1)', lambda: min([], y=1))
check('max(1, 2, default=3)', lambda: max(1, 2, default=3))
check('min(1, 2, key=None, x=1)', lambda: min(1, 2, key=None, x=1))
check('max(1, 2, key=None, default=1, x=1)', lambda: max(1, 2, key=None, default=1, x=1))
check('min([], default=7)', lambda: min([], default=7))
check('max([3, 1, 2], key=lambda v: -v)', lambda: max([3, 1, 2], key=lambda v: -v))
check("max('abc')", lambda: max('abc'))
check('min(3, 1, 2)', lambda: min(3, 1, 2))
check('max([])', lambda: max([]))
