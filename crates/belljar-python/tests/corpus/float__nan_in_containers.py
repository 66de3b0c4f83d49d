nan = float("nan")
lst = [nan, 1.0]
print(nan in lst, lst.count(nan), lst.index(nan), float("nan") in lst)
print(lst == lst, [nan] == [nan], [float("nan")] == [float("nan")], (nan,) == (nan,))
d = {nan: "value"}
print(d.get(nan), d.get(float("nan")), len({nan, nan}), len({float("nan"), float("nan")}))
print(max([1.0, nan]), max([nan, 1.0]), min([nan, 2.0]), sorted([3.0, 1.0, 2.0]))
print(nan == nan, nan is nan, nan != nan, sorted([nan, 1.0])[1] if False else "skip")
