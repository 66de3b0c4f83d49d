class Shadow(dict):
    def __len__(self):
        return 99

    def __iter__(self):
        return iter(["phantom"])

    def __contains__(self, key):
        return key == "phantom"

    def __repr__(self):
        return "Shadow!"

    def keys(self):
        return ["phantom"]

    def __getitem__(self, key):
        return "value-of-" + key


s = Shadow(real=1)
print(len(s), list(s), "real" in s, "phantom" in s, s, str(s), [s])
print(dict(s), {**s}, sorted(s), bool(s), s.get("real"), list(s.items()))
print(s == {"real": 1}, dict.__len__(s), dict.__repr__(s), list(dict.__iter__(s)))


class Eq(list):
    def __eq__(self, other):
        return len(self) == len(other)

    __hash__ = None


print(Eq([1, 2]) == [3, 4], [3, 4] == Eq([1, 2]), Eq([1]) != [1, 2], Eq([1]) in [[5]], [[5]].index(Eq([1])))


class Truthy(list):
    def __bool__(self):
        return True


print(bool(Truthy()), bool([]), "yes" if Truthy() else "no", len(Truthy()))


class Sized(tuple):
    def __len__(self):
        return 0


print(bool(Sized((1, 2))), len(Sized((1,))), list(Sized((1, 2))), Sized((1, 2))[1])
