def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('str.maketrans()', lambda: str.maketrans())
check('str.maketrans(1, 2, 3, 4)', lambda: str.maketrans(1, 2, 3, 4))
check('str.maketrans(x=1)', lambda: str.maketrans(x=1))
check('str.maketrans(1)', lambda: str.maketrans(1))
check("str.maketrans('ab', 'cd')", lambda: str.maketrans('ab', 'cd'))
check("str.maketrans('ab', 'c')", lambda: str.maketrans('ab', 'c'))
check("str.maketrans({'a': 'b'})", lambda: str.maketrans({'a': 'b'}))
check("str.maketrans('a', 'b', 'c')", lambda: str.maketrans('a', 'b', 'c'))
check("'abc'.translate(str.maketrans('ab', 'xy', 'c'))", lambda: 'abc'.translate(str.maketrans('ab', 'xy', 'c')))
check("''.maketrans('a', 'b')", lambda: ''.maketrans('a', 'b'))
