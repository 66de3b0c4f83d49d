# str.format with a missing positional index.
print("{} + {} = {}".format(1, 2, 3))
print("{0} {1} {3}".format("a", "b", "c"))
