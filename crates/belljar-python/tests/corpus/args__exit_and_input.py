def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('input(1, 2)', lambda: input(1, 2))
check('input(x=1)', lambda: input(x=1))
check('vars(1, 2)', lambda: vars(1, 2))
check('vars(x=1)', lambda: vars(x=1))
check('dir(1, 2)', lambda: dir(1, 2))
check('dir(x=1)', lambda: dir(x=1))
