for w in ["a", "abc", "abcdef"]:
    print("[" + w.ljust(5) + "]", "[" + w.rjust(5, "*") + "]", "[" + w.center(6, "-") + "]")
print("42".zfill(5), "-42".zfill(6), "+7".zfill(4), "abc".zfill(2))
print("a\tb\tc".expandtabs(4), "x\ty".expandtabs())
print("abc".center(8), "|")
