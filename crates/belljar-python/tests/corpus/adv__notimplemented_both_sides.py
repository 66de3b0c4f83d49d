# Both sides returning NotImplemented: == falls back to identity, < is a TypeError.
class N:
    def __eq__(self, other):
        return NotImplemented

    def __lt__(self, other):
        return NotImplemented

    def __add__(self, other):
        return NotImplemented

    def __radd__(self, other):
        return NotImplemented


a, b = N(), N()
print(a == a, a == b, a != b, a == 1, 1 == a)
for f in [lambda: a < b, lambda: a + b, lambda: 1 + a, lambda: a + "s", lambda: a >= b]:
    try:
        f()
    except TypeError as e:
        print("TypeError", e)
