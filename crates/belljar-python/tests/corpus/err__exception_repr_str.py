# str() and repr() of exceptions with odd argument lists.
cases = [
    ValueError(),
    ValueError("one"),
    ValueError("a", "b"),
    ValueError(1, (2, 3)),
    KeyError("k"),
    KeyError(),
    KeyError(1, 2),
    IndexError(0),
    Exception(None),
    Exception(""),
    Exception([1, "x"]),
    OSError(2, "No such file"),
    StopIteration(5),
    SystemExit(3),
    AttributeError("msg"),
    ZeroDivisionError("division by zero"),
    RuntimeError("line1\nline2"),
    TypeError("quote ' and \" both"),
    UnicodeError("u"),
    ArithmeticError(),
    LookupError("x"),
    NotImplementedError("todo"),
]
for e in cases:
    print(type(e).__name__, "|", str(e), "|", repr(e), "|", e.args)
print(repr(StopIteration(5).value), repr(StopIteration().value))
print(repr(SystemExit(3).code), repr(SystemExit().code), repr(SystemExit(1, 2).code))


class Custom(Exception):
    def __init__(self, code, text):
        super().__init__(text)
        self.code = code


c = Custom(404, "not found")
print(str(c), repr(c), c.args, c.code)


class NoSuper(Exception):
    def __init__(self, a, b):
        self.a = a


print(repr(NoSuper(1, 2)), NoSuper(1, 2).args)
raise Custom(500, "server exploded")
