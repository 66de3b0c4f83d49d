# ValueError messages from builtins and methods.
import math


def show(fn):
    try:
        print(fn())
    except ValueError as e:
        print(type(e).__name__ + ":", e)


show(lambda: [1, 2].index(3))
show(lambda: (1, 2).index(3))
show(lambda: "abc".index("z"))
show(lambda: "abc".rindex("z"))
show(lambda: [1].remove(2))
show(lambda: "a,b".split(""))
show(lambda: "abc".center(5, "xy"))
show(lambda: max([]))
show(lambda: min((), key=len))
show(lambda: range(1, 5, 0))
show(lambda: math.sqrt(-1))
show(lambda: math.log(0))
show(lambda: math.log(-1))
show(lambda: math.acos(2))
show(lambda: math.factorial(-1))
show(lambda: chr(-1))
show(lambda: chr(0x110000))
show(lambda: ord("ab"))
show(lambda: ord(""))
show(lambda: int("10", 2))
show(lambda: "x".encode("nope"))
show(lambda: "%d %d" % (1,))
show(lambda: "%(a)s" % {"b": 1})
show(lambda: "%z" % 1)
show(lambda: "a".zfill(-1))
show(lambda: bytes([256]))
show(lambda: bytes.fromhex("zz"))
show(lambda: "".join(["a"]) and float("x1"))
show(lambda: "abc".partition(""))
show(lambda: [].index(1, 0, 0))
show(lambda: dict([(1, 2, 3)]))
show(lambda: dict(["ab", "cde"]))
show(lambda: math.isqrt(-4))
show(lambda: pow(2, -1, 4))
[10, 20, 30].index(40)
