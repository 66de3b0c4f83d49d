def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('len()', lambda: len())
check('len(1, 2)', lambda: len(1, 2))
check('len(x=1)', lambda: len(x=1))
check('repr()', lambda: repr())
check('abs(1, 2)', lambda: abs(1, 2))
check('any()', lambda: any())
check('all(1, 2)', lambda: all(1, 2))
check('hash()', lambda: hash())
check('id(x=1)', lambda: id(x=1))
check('chr()', lambda: chr())
check('chr(x=1)', lambda: chr(x=1))
check('ord()', lambda: ord())
check('hex()', lambda: hex())
check('oct(1, 2)', lambda: oct(1, 2))
check('bin(x=1)', lambda: bin(x=1))
check('callable()', lambda: callable())
check('callable(len)', lambda: callable(len))
