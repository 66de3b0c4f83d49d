# __class_getitem__ is an implicit class method called by C[...].
class Box:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__ if isinstance(item, type) else item!r}]"


print(Box[int], Box["x"], Box[1, 2])


class SubBox(Box):
    pass


print(SubBox[str])


class Explicit:
    @classmethod
    def __class_getitem__(cls, item):
        return (cls.__name__, item)


print(Explicit[3])


class Plain:
    pass


try:
    Plain[int]
except TypeError as e:
    print("TypeError:", e)
try:
    Plain()[0]
except TypeError as e:
    print("TypeError:", e)


class Both:
    def __getitem__(self, i):
        return ("instance", i)

    def __class_getitem__(cls, i):
        return ("class", i)


print(Both[1], Both()[1])
