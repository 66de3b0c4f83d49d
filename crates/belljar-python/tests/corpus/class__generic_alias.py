# list[int] and friends are types.GenericAlias values.
a = list[int]
print(a, dict[str, list[int]], tuple[int, ...], tuple[()], set[frozenset[str]], type[int])
print(type(a), a.__origin__, a.__args__)
print(list[int]([1, 2]), dict[str, int](x=1), tuple[int, ...]((1, 2)))
print(list[int] | None, int | dict[str, int])


class Node:
    pass


print(list[Node], dict[str, "Node"], list[None])
try:
    isinstance([], list[int])
except TypeError as e:
    print("TypeError:", e)
try:
    issubclass(list, list[int])
except TypeError as e:
    print("TypeError:", e)


def f(xs: list[int], m: dict[str, tuple[int, int]] | None = None) -> set[str]:
    return set()


print(f.__annotations__)
print(isinstance([], list), isinstance(list[int], type))
