class Empty:
    pass
class Sized:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
class Truthy(Sized):
    def __bool__(self):
        return True
print(bool(Empty()), bool(Sized(0)), bool(Sized(2)), bool(Truthy(0)))
print([type(x).__name__ for x in [Sized(0), Sized(1), Truthy(0)] if x])
print("ok" if Sized(0) or Sized(3) else "none")
print(not Sized(0), not Truthy(0))
