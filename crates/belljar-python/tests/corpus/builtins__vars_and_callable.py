class P:
    def __init__(self):
        self.a = 1
        self.b = [2]
p = P()
print(vars(p), p.__dict__ is vars(p))
p.__dict__["c"] = 3
print(p.c, sorted(vars(p)))
print(callable(P), callable(p), callable(p.__init__), callable(None))
print(type(p.__init__).__name__, type(P.__init__).__name__, type(len).__name__)
