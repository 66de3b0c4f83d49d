def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('range(1).count()', lambda: range(1).count())
check('range(1).index()', lambda: range(1).index())
check('range(3).count(x=1)', lambda: range(3).count(x=1))
check('range(5).count(2)', lambda: range(5).count(2))
check('range(0, 10, 2).index(4)', lambda: range(0, 10, 2).index(4))
check('range(1).index(5)', lambda: range(1).index(5))
check('slice(1).indices()', lambda: slice(1).indices())
check('slice(1).indices(1, 2)', lambda: slice(1).indices(1, 2))
check('slice(1).indices(x=1)', lambda: slice(1).indices(x=1))
check('slice(1, 10, 2).indices(5)', lambda: slice(1, 10, 2).indices(5))
check('slice(None, None, -1).indices(4)', lambda: slice(None, None, -1).indices(4))
check("slice(1).indices('a')", lambda: slice(1).indices('a'))
check('slice(1).indices(-1)', lambda: slice(1).indices(-1))
