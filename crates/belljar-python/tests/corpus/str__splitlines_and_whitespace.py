text = "first line\nsecond\r\nthird\rfourth\n\nsixth"
print(text.splitlines())
print(text.split("\n"))
print("a\tb\x0bc\x0cd e".split())
print("  lots   of   space  ".split(" "))
print("  lots   of   space  ".split(None, 1))
print("x".split("x"), "xx".split("x"), "axbxc".split("x", 0))
print(" \t\n".strip() == "", "\u3000ideographic\u3000".strip())
print("trailing\n".rstrip("\n"), repr("a\n\n".splitlines()))
