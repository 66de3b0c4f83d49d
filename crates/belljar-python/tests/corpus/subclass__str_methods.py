class Name(str):
    def initials(self):
        return "".join(p[0] for p in self.split())


n = Name("ada lovelace")
print(n, repr(n), n.initials(), n.upper(), type(n.upper()).__name__, n.title())
print(len(n), n[0], n[-8:], n + "!", n * 2, "ada" in n, n.startswith("ada"))
print(n == "ada lovelace", n < "b", hash(n) == hash("ada lovelace"))
d = {n: 1}
print(d["ada lovelace"], {"ada lovelace": 2}[n])
print(f"[{n:>15}]", "%s|%r" % (n, n), "-".join([n, Name("x")]), str(n), type(str(n)).__name__)
print(sorted([Name("b"), "a", Name("c")]), "x".join(Name("abc")))
print("lovelace".startswith(Name("love")), "abc".replace(Name("b"), Name("B")))


class Tag(str):
    def __new__(cls, value):
        return super().__new__(cls, value.strip().lower())


t = Tag("  Python ")
print(repr(t), t, len(t), isinstance(t, str), Tag("X") == "x")
print(list(Tag("ab")), Tag("a,b").split(","), int(Name("42")) + 1, float(Name("1.5")))
