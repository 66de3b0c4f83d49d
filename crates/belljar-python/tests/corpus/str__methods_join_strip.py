words = ["red", "green", "blue"]
print(", ".join(words), "".join(words), "-".join("abc"))
print("|".join(str(n) for n in range(5)))
print(repr("  hi  ".strip()), repr("  hi  ".lstrip()), repr("  hi  ".rstrip()))
print("xxhixx".strip("x"), "abcba".strip("ab"), "www.example.com".lstrip("w."))
print("report.txt".removesuffix(".txt"), "report.txt".removeprefix("rep"), "abc".removesuffix("z"))
print(repr("\t\n data \r\n".strip()))
