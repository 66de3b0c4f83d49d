from collections import OrderedDict

od = OrderedDict()
od["b"] = 2
od["a"] = 1
od["c"] = 3
print(od, list(od), isinstance(od, dict))
od.move_to_end("b")
print(list(od.items()))
od.move_to_end("c", last=False)
print(od)
print(od.popitem(), od.popitem(last=False), od)
x = OrderedDict([("p", 1), ("q", 2)])
y = OrderedDict([("q", 2), ("p", 1)])
print(x == y, x == dict(y), dict(x) == y, x != y)
print(OrderedDict(), OrderedDict(a=1), repr(OrderedDict({"k": [1]})))
print(x.copy(), type(x.copy()).__name__, list(reversed(x)), x | {"r": 3})
try:
    OrderedDict().popitem()
except KeyError as e:
    print("KeyError", e)
