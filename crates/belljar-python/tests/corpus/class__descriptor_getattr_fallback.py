# An AttributeError raised by a descriptor's __get__ falls back to __getattr__.
class Failing:
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        raise AttributeError("from descriptor")


class C:
    x = Failing()

    def __getattr__(self, name):
        return f"fallback {name}"


print(C().x, C().missing)


class E:
    x = Failing()


try:
    E().x
except AttributeError as e:
    print("AttributeError:", e)


class Counter:
    def __init__(self):
        self.calls = 0

    def __get__(self, obj, objtype=None):
        self.calls += 1
        return self.calls


class K:
    c = Counter()


k = K()
print(k.c, k.c, K.c, K.__dict__["c"].calls)
