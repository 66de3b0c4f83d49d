def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('(1, 2).count()', lambda: (1, 2).count())
check('(1, 2).count(1, 2)', lambda: (1, 2).count(1, 2))
check('(1, 2).count(x=1)', lambda: (1, 2).count(x=1))
check('(1, 2, 1).count(1)', lambda: (1, 2, 1).count(1))
check('(1, 2).index()', lambda: (1, 2).index())
check('(1, 2).index(1, 2, 3, 4)', lambda: (1, 2).index(1, 2, 3, 4))
check('(1, 2).index(1, x=2)', lambda: (1, 2).index(1, x=2))
check('(1, 2, 3).index(3, 1)', lambda: (1, 2, 3).index(3, 1))
check('(1, 2, 3).index(1, 1)', lambda: (1, 2, 3).index(1, 1))
check('(1, 2, 3).index(3, 0, 2)', lambda: (1, 2, 3).index(3, 0, 2))
check('(1, 2, 3).index(3, -1)', lambda: (1, 2, 3).index(3, -1))
check("(1, 2).index(1, 'a')", lambda: (1, 2).index(1, 'a'))
