# match with classes lacking __match_args__, guards raising, and mapping patterns on odd types.
class P:
    def __init__(self, x):
        self.x = x


def m(v):
    match v:
        case P(x=0):
            return "P zero"
        case P(x=x) if x > 10:
            return f"P big {x}"
        case {"k": val, **rest}:
            return f"map {val} {rest}"
        case [1, *tail]:
            return f"seq {tail}"
        case str() | bytes():
            return "text"
        case _:
            return "other"


for v in [P(0), P(20), P(5), {"k": 1, "z": 2}, [1, 2, 3], "s", b"b", (1,), 3.5]:
    print(m(v))
try:
    match P(1):
        case P(1):
            pass
except TypeError as e:
    print("TypeError", e)


def guard_raises(v):
    match v:
        case x if 1 / x:
            return "ok"
    return "no"


try:
    guard_raises(0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
