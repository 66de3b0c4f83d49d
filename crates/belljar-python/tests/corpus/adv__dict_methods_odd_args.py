# dict methods given odd arguments and update from odd sources.
d = {"a": 1}
for f in [
    lambda: d.get(),
    lambda: d.get([1]),
    lambda: d.pop("zz"),
    lambda: d.pop("zz", "dflt"),
    lambda: d.setdefault([1], 0),
    lambda: d.update([("b", 2), ("c", 3)]),
    lambda: d.update([("x",)]),
    lambda: d.update(5),
    lambda: d.update({"e": 5}, f=6),
    lambda: dict.fromkeys("ab", []),
    lambda: dict([[1, 2], "xy"]),
    lambda: dict(a=1)["b"],
    lambda: {}.popitem(),
    lambda: d | 5,
    lambda: d | {"z": 26},
]:
    try:
        print(repr(f()))
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__, e)
print(d)
fk = dict.fromkeys("ab", [])
fk["a"].append(1)
print(fk)
