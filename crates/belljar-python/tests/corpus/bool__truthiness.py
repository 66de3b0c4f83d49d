values = [0, 1, -1, 0.0, 0.1, "", "a", [], [0], {}, {"k": 0}, (), (None,), None, set(), range(0), range(3), -0.0]
for v in values:
    print(repr(v), bool(v), "truthy" if v else "falsy")
print(not [], not [[]])
