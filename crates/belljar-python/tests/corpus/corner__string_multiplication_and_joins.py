print("ab" * 0 == "", [1] * -1, (0,) * 3)
print("-".join([]), "-".join(["solo"]), ", ".join(map(str, [1, 2, 3])))
try:
    ", ".join([1, 2])
except TypeError as e:
    print("TypeError:", e)
print("".join(reversed("stressed")), "x".join("abc"))
print("%s" % "%d", "{}".format("{}"), f"{'{}'}")
print("a" < "b", "a" < "B", "10" < "9", "abc" < "abcd")
print("Ab".lower() == "aB".lower(), "ß".lower(), "ﬁ".upper())
print(len("\n\t\\"), "a\\b", r"a\b", "\x41\u0042\N{LATIN SMALL LETTER C}")
