names = ["ann", "bob", "cy"]
ages = [31, 25, 40, 99]
for i, (n, a) in enumerate(zip(names, ages), 1):
    print(i, n, a)
print(list(zip()), list(zip("ab")), list(zip(range(3), range(10, 13), "xyz")))
print(list(reversed(range(5))), list(reversed("abc")), list(reversed((1, 2))))
print(dict(zip(names, ages)))
e = enumerate("xy")
print(next(e), next(e))
class R:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        return "abc"[i]
print(list(reversed(R())))
print(list(zip(*[(1, "a"), (2, "b")])))
