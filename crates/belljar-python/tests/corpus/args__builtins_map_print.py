def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('map()', lambda: map())
check('map(len)', lambda: map(len))
check('map(len, [], x=1)', lambda: map(len, [], x=1))
check('list(map(lambda a, b: a + b, [1, 2], [3, 4]))', lambda: list(map(lambda a, b: a + b, [1, 2], [3, 4])))
check('print(x=1)', lambda: print(x=1))
check('print(sep=1)', lambda: print(sep=1))
check('print(end=1)', lambda: print(end=1))
check('print(sep=None, end=None, file=None, flush=False, x=1)', lambda: print(sep=None, end=None, file=None, flush=False, x=1))
check("print(1, 2, sep='-', end='!\\n')", lambda: print(1, 2, sep='-', end='!\n'))
