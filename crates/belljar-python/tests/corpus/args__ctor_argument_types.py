def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('int("1", base="x")', lambda: int("1", base="x"))
check('int("1", 2 ** 70)', lambda: int("1", 2 ** 70))
check('int("1", base=None)', lambda: int("1", base=None))
check('int("1", 1.5)', lambda: int("1", 1.5))
check('int("z", 36)', lambda: int("z", 36))
check('str(1, encoding="utf-8")', lambda: str(1, encoding="utf-8"))
check('str(b"hi", "utf-8")', lambda: str(b"hi", "utf-8"))
check('str(b"hi", errors=1)', lambda: str(b"hi", errors=1))
check('bytes("a", 5)', lambda: bytes("a", 5))
check('bytes("a", "utf-8")', lambda: bytes("a", "utf-8"))
check('range(1.5)', lambda: range(1.5))
check('[].insert(1.5, 1)', lambda: [].insert(1.5, 1))
check('list(range(True, 3))', lambda: list(range(True, 3)))
