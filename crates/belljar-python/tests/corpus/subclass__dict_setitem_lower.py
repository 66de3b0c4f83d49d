class LowerDict(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return super().__contains__(key.lower())


d = LowerDict()
d["Name"] = "ada"
d["AGE"] = 36
print(d)
print(d["NAME"], d["age"], "name" in d, "NaMe" in d, "x" in d)
print(len(d), sorted(d), list(d.items()))
print(isinstance(d, dict), type(d).__name__, type(d) is dict)
# update() does not go through the overridden __setitem__ (as in CPython)
d.update({"MiXeD": 1})
print(d)
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e)
print(d == {"name": "ada", "age": 36, "MiXeD": 1})
print(dict(d), d.copy(), type(d.copy()).__name__)
