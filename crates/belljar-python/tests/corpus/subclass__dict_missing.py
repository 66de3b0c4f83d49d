class Zero(dict):
    def __missing__(self, key):
        return 0


z = Zero(a=1)
print(z["a"], z["b"], z)
print(z.get("b"), "b" in z)


class Auto(dict):
    def __missing__(self, key):
        self[key] = value = Auto()
        return value


t = Auto()
t["x"]["y"]["z"] = 1
print(t)
print(dict.__getitem__(z, "missing-too"))


class Counts(dict):
    def __missing__(self, key):
        return key * 2


c = Counts()
print(c["ab"], c[3], len(c))
try:
    class Bad(dict):
        def __missing__(self, key):
            raise LookupError("no " + str(key))
    Bad()["q"]
except LookupError as e:
    print(type(e).__name__, e)
