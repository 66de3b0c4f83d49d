print(int.__add__(1, 2), int.__add__(1, 2.0), float.__add__(1.5, 2), int.__radd__(1, 2))
print(int.__mul__(3, 4), str.__add__("a", "b"), str.__mul__("ab", 3), list.__add__([1], [2]))
print(dict.__getitem__({"k": 1}, "k"), list.__getitem__([1, 2], -1), tuple.__len__((1, 2)))
print(list.__len__([1, 2, 3]), dict.__len__({}), str.__len__("abc"), set.__len__({1}))
print(str.__eq__("a", "a"), str.__eq__("a", 1), int.__eq__(1, 1), int.__lt__(1, 2))
print(int.__lt__(1, "x"), float.__eq__(1.0, 1), list.__eq__([1], [1]), dict.__eq__({}, {}))
print(int.__neg__(5), float.__abs__(-2.5), int.__bool__(0), int.__hash__(7), int.__index__(9))
print(list.__contains__([1, 2], 2), dict.__contains__({"a": 1}, "b"), str.__contains__("abc", "b"))
print(int.__repr__(5), str.__repr__("x"), list.__repr__([1]), str.__str__("s"))
print(set.__or__({1}, {2}), frozenset.__and__(frozenset({1, 2}), {2}), set.__sub__({1}, [1]))
d = {}
dict.__setitem__(d, "x", 1)
print(d)
dict.__delitem__(d, "x")
print(d)
lst = [3, 1]
list.__init__(lst, "ab")
print(lst)
list.__setitem__(lst, 0, "z")
print(lst, next(list.__iter__(lst)))
print((5).__add__(3), (2.0).__rmul__(3), "x".__add__("y"), [1].__mul__(2), (7).__rfloordiv__(30))
try:
    dict.__getitem__({}, "missing")
except KeyError as e:
    print("KeyError", e)
try:
    list.__len__("abc")
except TypeError as e:
    print("TypeError:", e)
try:
    int.__add__("a", 1)
except TypeError as e:
    print("TypeError:", e)
