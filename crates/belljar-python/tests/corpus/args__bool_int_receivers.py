def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('True.bit_length()', lambda: True.bit_length())
check("True.to_bytes(1, 'big')", lambda: True.to_bytes(1, 'big'))
check('False.as_integer_ratio()', lambda: False.as_integer_ratio())
check('(2 ** 70).bit_length()', lambda: (2 ** 70).bit_length())
check("(2 ** 70).to_bytes(10, 'big')", lambda: (2 ** 70).to_bytes(10, 'big'))
check("(2 ** 70).to_bytes(2, 'big')", lambda: (2 ** 70).to_bytes(2, 'big'))
check('(-(2 ** 70)).bit_count()', lambda: (-(2 ** 70)).bit_count())
check('bool.bit_length(True)', lambda: bool.bit_length(True))
check("int.to_bytes(5, 1, 'little')", lambda: int.to_bytes(5, 1, 'little'))
