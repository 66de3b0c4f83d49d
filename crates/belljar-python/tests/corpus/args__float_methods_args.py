def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('(1.0).is_integer(1)', lambda: (1.0).is_integer(1))
check('(1.5).is_integer()', lambda: (1.5).is_integer())
check('(1.5).as_integer_ratio(1)', lambda: (1.5).as_integer_ratio(1))
check('(0.75).as_integer_ratio()', lambda: (0.75).as_integer_ratio())
check('(1.5).conjugate(1)', lambda: (1.5).conjugate(1))
check('(1.0).hex(1)', lambda: (1.0).hex(1))
check('(1.5).hex()', lambda: (1.5).hex())
check('(0.0).hex()', lambda: (0.0).hex())
check('(-0.1).hex()', lambda: (-0.1).hex())
check('(5e-324).hex()', lambda: (5e-324).hex())
check("float('inf').hex()", lambda: float('inf').hex())
check('(1e300).hex()', lambda: (1e300).hex())
