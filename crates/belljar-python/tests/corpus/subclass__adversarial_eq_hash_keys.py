class CIStr(str):
    def __eq__(self, other):
        return isinstance(other, str) and self.lower() == other.lower()

    def __hash__(self):
        return hash(self.lower())


d = {CIStr("Key"): 1}
print(d[CIStr("KEY")], CIStr("key") in d, d.get(CIStr("kEy")))
s = {CIStr("A"), CIStr("a"), "b"}
print(len(s), CIStr("X") == "x", "x" == CIStr("X"), CIStr("X") != "x")


class AlwaysEqual(int):
    def __eq__(self, other):
        return True

    __hash__ = int.__hash__


print(AlwaysEqual(1) == 2, {AlwaysEqual(1): "one"}.get(AlwaysEqual(7)), AlwaysEqual(5) in [1, 2])


class NoHash(tuple):
    __hash__ = None


try:
    {NoHash((1,)): 1}
except TypeError as e:
    print("TypeError:", e)


class EqOnly(int):
    def __eq__(self, other):
        return int(self) == int(other)


try:
    hash(EqOnly(3))
except TypeError as e:
    print("TypeError:", e)


class BadHash(str):
    def __hash__(self):
        return "nope"


try:
    {BadHash("x"): 1}
except TypeError as e:
    print("TypeError:", e)


class L(list):
    pass


try:
    {L(): 1}
except TypeError as e:
    print("TypeError:", e)
