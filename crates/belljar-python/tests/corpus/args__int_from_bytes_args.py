def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('int.from_bytes()', lambda: int.from_bytes())
check("int.from_bytes(b'', 'big', 1)", lambda: int.from_bytes(b'', 'big', 1))
check("int.from_bytes(b'', x=1)", lambda: int.from_bytes(b'', x=1))
check("int.from_bytes(b'\\x01\\x00', byteorder='little')", lambda: int.from_bytes(b'\x01\x00', byteorder='little'))
check("int.from_bytes([1, 2], 'big')", lambda: int.from_bytes([1, 2], 'big'))
check("int.from_bytes(b'\\xff', 'big', signed=True)", lambda: int.from_bytes(b'\xff', 'big', signed=True))
check("int.from_bytes(b'\\x80', 'little', signed=True)", lambda: int.from_bytes(b'\x80', 'little', signed=True))
check("int.from_bytes(b'\\x01', 'middle')", lambda: int.from_bytes(b'\x01', 'middle'))
check("int.from_bytes('ab')", lambda: int.from_bytes('ab'))
check('int.from_bytes(5)', lambda: int.from_bytes(5))
check("int.from_bytes(byteorder='big')", lambda: int.from_bytes(byteorder='big'))
check("int.from_bytes(b'', signed=1, x=2)", lambda: int.from_bytes(b'', signed=1, x=2))
check("int.from_bytes(b'\\x00\\x10')", lambda: int.from_bytes(b'\x00\x10'))
check("(5).from_bytes(b'\\x02', 'big')", lambda: (5).from_bytes(b'\x02', 'big'))
