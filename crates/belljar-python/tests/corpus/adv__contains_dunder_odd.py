# __contains__ returning non-bools, and in falling back to iteration.
class C:
    def __contains__(self, x):
        return x if x else []


print(3 in C(), 0 in C(), "" in C(), "a" not in C())


class It:
    def __iter__(self):
        return iter([1, 2, 3])


print(2 in It(), 5 in It())


class Raises:
    def __contains__(self, x):
        raise KeyError(x)


try:
    1 in Raises()
except KeyError as e:
    print("KeyError:", e)
