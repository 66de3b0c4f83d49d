def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('enumerate()', lambda: enumerate())
check('enumerate([], 1, 2)', lambda: enumerate([], 1, 2))
check('enumerate([], x=1)', lambda: enumerate([], x=1))
check("list(enumerate(iterable='ab'))", lambda: list(enumerate(iterable='ab')))
check("list(enumerate('ab', start=5))", lambda: list(enumerate('ab', start=5)))
check('enumerate([], start=1, x=2)', lambda: enumerate([], start=1, x=2))
check('zip(x=1)', lambda: zip(x=1))
check('zip([1], [2], strict=True, x=1)', lambda: zip([1], [2], strict=True, x=1))
check('zip(strict=1, x=1, y=2)', lambda: zip(strict=1, x=1, y=2))
check("list(zip([1, 2], 'ab', strict=True))", lambda: list(zip([1, 2], 'ab', strict=True)))
check("list(zip([1, 2], 'a', strict=True))", lambda: list(zip([1, 2], 'a', strict=True)))
check('list(zip())', lambda: list(zip()))
