def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check("b''.decode(1, 2, 3)", lambda: b''.decode(1, 2, 3))
check("b''.decode(x=1)", lambda: b''.decode(x=1))
check("b'abc'.decode('ascii', 'strict')", lambda: b'abc'.decode('ascii', 'strict'))
check("b'abc'.decode(encoding='utf-8')", lambda: b'abc'.decode(encoding='utf-8'))
check("b''.hex(1, 2, 3)", lambda: b''.hex(1, 2, 3))
check("b''.hex(x=1)", lambda: b''.hex(x=1))
check("b'ab'.hex(':')", lambda: b'ab'.hex(':'))
check("b'abcde'.hex(':', 2)", lambda: b'abcde'.hex(':', 2))
check("b'abcde'.hex(':', -2)", lambda: b'abcde'.hex(':', -2))
check("b'abc'.hex('::')", lambda: b'abc'.hex('::'))
check("b'abc'.hex('')", lambda: b'abc'.hex(''))
check("b'abc'.hex(1)", lambda: b'abc'.hex(1))
check('bytes.fromhex()', lambda: bytes.fromhex())
check('bytes.fromhex(x=1)', lambda: bytes.fromhex(x=1))
check("bytes.fromhex('61 62')", lambda: bytes.fromhex('61 62'))
check('bytes.fromhex(1)', lambda: bytes.fromhex(1))
