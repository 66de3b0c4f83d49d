# `in` falls back from __contains__ to __iter__ to __getitem__; __contains__ results are truth-tested.
class WithContains:
    def __contains__(self, x):
        return x  # any truthy value


class WithIter:
    def __iter__(self):
        return iter([1, 2, 3])


class WithGetitem:
    def __getitem__(self, i):
        if i > 2:
            raise IndexError
        return i


class Nothing:
    pass


print(1 in WithContains(), 0 in WithContains(), "" in WithContains(), [1] in WithContains())
print(2 in WithIter(), 5 in WithIter(), 2 in WithGetitem(), 7 in WithGetitem())
try:
    1 in Nothing()
except TypeError as e:
    print("TypeError", e)


class BadContains:
    def __contains__(self, x):
        raise KeyError("contains")


try:
    1 in BadContains()
except KeyError as e:
    print("KeyError", e)
