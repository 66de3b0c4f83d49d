# bool is an int: indexing, dict keys, sums, comparisons, arithmetic results.
lst = ["zero", "one"]
print(lst[True], lst[False], True + True, True * 3, -True, ~True)
print({True: "a", 1: "b"}, {0: "x", False: "y"})
print(sum([True, True, False]), max(True, 2), sorted([True, 0, False, 1]))
print(True == 1, isinstance(True, int), type(True + 0).__name__)
print(True / 2, True // 2, True ** 10, divmod(True, 2), True & 3, True | 2, True ^ True)
print(str(True), repr(False), int(True), float(False), bool("False"), bool(0.0))
