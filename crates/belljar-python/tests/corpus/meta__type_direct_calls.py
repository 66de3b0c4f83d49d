# type.__new__, type.__init__ and type.__call__ called directly, and their errors.
class M(type):
    pass


X = type.__new__(M, "X", (), {"a": 1})
print(type(X).__name__, X.a, X.__name__)
type.__init__(X, "X", (), {})


class C:
    def __init__(self, v):
        self.v = v


c = type.__call__(C, 7)
print(type(c).__name__, c.v)
for bad in [lambda: type.__new__(int, "a", (), {}),
            lambda: type.__new__(1, "a", (), {}),
            lambda: type.__new__(M, "a", ()),
            lambda: type.__new__(M, "a", [], {}),
            lambda: type.__init__(X, 1, 2),
            lambda: type.__init__(X, 1, 2, 3, k=1) or print("ok with kwargs"),
            lambda: M("only one"),
            lambda: type("a", (), {}, extra=1)]:
    try:
        r = bad()
        print("no error", r)
    except TypeError as e:
        print("TypeError:", e)
print(type(int), type(M("Y", (), {})).__name__)
