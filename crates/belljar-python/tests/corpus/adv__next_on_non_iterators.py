# next() and iter() on objects that are iterable but not iterators, or neither.
for obj in [[1], "ab", {1: 2}, (1,), range(3), 5, None]:
    try:
        print(type(obj).__name__, next(obj))
    except TypeError as e:
        print(type(obj).__name__, "TypeError", e)
for obj in [5, None, 1.5]:
    try:
        iter(obj)
    except TypeError as e:
        print("TypeError", e)


class OnlyGetitem:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * i


print(list(OnlyGetitem()), 4 in OnlyGetitem(), list(iter(OnlyGetitem())))


class GetitemKeyError:
    def __getitem__(self, i):
        raise KeyError(i)


try:
    list(GetitemKeyError())
except KeyError as e:
    print("KeyError", e)
