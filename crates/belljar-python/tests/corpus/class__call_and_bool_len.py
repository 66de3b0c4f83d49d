class Multiplier:
    def __init__(self, k):
        self.k = k
    def __call__(self, x):
        return x * self.k
triple = Multiplier(3)
print(triple(5), list(map(triple, [1, 2])), callable(triple))
class Box:
    def __init__(self, items):
        self.items = items
    def __len__(self):
        return len(self.items)
print(bool(Box([])), bool(Box([1])), len(Box("abc")))
class Flag:
    def __bool__(self):
        return False
print(bool(Flag()), "yes" if Flag() else "no", not Flag())
class BadLen:
    def __len__(self):
        return -1
try:
    len(BadLen())
except ValueError as e:
    print("ValueError:", e)
class BadBool:
    def __bool__(self):
        return 1
try:
    bool(BadBool())
except TypeError as e:
    print("TypeError:", e)
