# int() / float() of objects with odd __int__ / __float__ / __index__ results.
class I:
    def __init__(self, v):
        self.v = v

    def __int__(self):
        return self.v


class F:
    def __init__(self, v):
        self.v = v

    def __float__(self):
        return self.v


for v in [5, 2**70, "5", 5.5, None]:
    try:
        print("int", repr(v), int(I(v)))
    except TypeError as e:
        print("int", repr(v), "TypeError", e)
for v in [1.5, 2, "x", None]:
    try:
        print("float", repr(v), float(F(v)))
    except TypeError as e:
        print("float", repr(v), "TypeError", e)
for s in ["12", " 12 ", "1_000", "0x10", "1e3", "", "+-1"]:
    try:
        print("int str", repr(s), int(s))
    except ValueError as e:
        print("int str", repr(s), "ValueError", e)
print(int("0x10", 16), int("10", 0) if False else int("0o17", 0), int("z", 36))
try:
    int("10", 1)
except ValueError as e:
    print("ValueError", e)
