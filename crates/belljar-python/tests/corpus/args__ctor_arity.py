def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check("int('1', base=2, x=1)", lambda: int('1', base=2, x=1))
check('int(x=1)', lambda: int(x=1))
check("int('1', 2, 3)", lambda: int('1', 2, 3))
check('int(base=2)', lambda: int(base=2))
check('int(1.5, base=2)', lambda: int(1.5, base=2))
check("int('ff', base=16)", lambda: int('ff', base=16))
check("int('10', 2)", lambda: int('10', 2))
check('list(1, 2)', lambda: list(1, 2))
check('list(x=1)', lambda: list(x=1))
check('tuple(1, 2)', lambda: tuple(1, 2))
check('tuple(x=1)', lambda: tuple(x=1))
check('float(1, 2)', lambda: float(1, 2))
check('float(x=1)', lambda: float(x=1))
check('bool(1, 2)', lambda: bool(1, 2))
check('bool(x=1)', lambda: bool(x=1))
