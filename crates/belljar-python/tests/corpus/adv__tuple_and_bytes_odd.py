# tuple and bytes operations with odd arguments.
for f in [
    lambda: (1, 2) + [3],
    lambda: (1,) * -1,
    lambda: (1, 2).index(3),
    lambda: (1, 2)[5],
    lambda: bytes([256]),
    lambda: bytes([-1]),
    lambda: bytes("abc"),
    lambda: bytes(3),
    lambda: b"ab" + "c",
    lambda: b"abc"[1],
    lambda: b"abc"[::-1],
    lambda: b"a" in b"abc",
    lambda: 97 in b"abc",
    lambda: 300 in b"abc",
    lambda: "a" in b"abc",
    lambda: tuple(5),
]:
    try:
        print(repr(f()))
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)
