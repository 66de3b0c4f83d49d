class OnlyIter:
    def __iter__(self):
        print("  iterating")
        yield from [1, 2, 3]
class OnlyGetitem:
    def __getitem__(self, i):
        if i > 4:
            raise IndexError(i)
        return i * i
class Explicit:
    def __contains__(self, x):
        return x == "magic"
print(2 in OnlyIter())
print(16 in OnlyGetitem(), 5 in OnlyGetitem())
print("magic" in Explicit(), "other" in Explicit(), "other" not in Explicit())
try:
    1 in 5
except TypeError as e:
    print("TypeError:", e)
print("b" in {"a": 1, "b": 2}, 2 in {"a": 1, "b": 2}.values(), ("a", 1) in {"a": 1}.items())
