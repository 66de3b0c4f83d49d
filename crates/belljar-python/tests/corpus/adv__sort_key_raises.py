# A key function or __lt__ that raises: the error propagates; the list is left a permutation.
items = [3, 1, 2, 5, 4]


def key(x):
    if x == 5:
        raise KeyError("five")
    return x


try:
    items.sort(key=key)
except KeyError as e:
    print("KeyError", e)
print(sorted(items))
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError", e)


class Bad:
    def __lt__(self, other):
        raise ArithmeticError("no order")


try:
    sorted([Bad(), Bad()])
except ArithmeticError as e:
    print("ArithmeticError", e)
print(sorted([Bad()]) != [])
try:
    max([1, 2, 3], key=lambda x: 1 / (x - 2))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
