a = "".join(["ab", "c"])
b = "abc"
print(a == b, a < "abd", a != "ABC", a.lower() == b.lower())
d = {a: 1}
print(d[b], b in d)
print(sorted(["b", "B", "a", "A", "_", "1"]))
print("a" * 3 == "aaa", "abc"[1:] == "bc")
print(str(1) == "1", str(1.0), str(None), str([None]))
