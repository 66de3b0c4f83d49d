def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('pow(1)', lambda: pow(1))
check('pow(1, 2, 3, 4)', lambda: pow(1, 2, 3, 4))
check('pow(base=2, exp=3)', lambda: pow(base=2, exp=3))
check('pow(2, 3, mod=5)', lambda: pow(2, 3, mod=5))
check('pow(2, exp=3, base=1)', lambda: pow(2, exp=3, base=1))
check('pow(2, 3, 4, mod=5)', lambda: pow(2, 3, 4, mod=5))
check('pow(2, base=1)', lambda: pow(2, base=1))
check('pow(2, exp=3, x=1)', lambda: pow(2, exp=3, x=1))
check('pow(2, 3, None)', lambda: pow(2, 3, None))
check('pow(2, -1, 7)', lambda: pow(2, -1, 7))
