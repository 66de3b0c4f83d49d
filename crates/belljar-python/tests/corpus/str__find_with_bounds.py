s = "abracadabra"
print(s.find("a", 1), s.find("a", 1, 3), s.find("a", -4), s.find("bra", -3), s.find("", 5), s.find("", 20))
print(s.rfind("a", 0, 5), s.rfind("bra", 0, 4), s.rindex("a", 0, -1), s.count("a", 2, 8), s.count("a", -5))
print(s.startswith("cad", 4), s.startswith("cad", 4, 6), s.endswith("ab", 0, 7), s.endswith(("x", "ra")))
print(s.index("d"), s.replace("a", "A", 0), s.replace("a", "", -1), s.replace("abra", "X"))
try:
    s.index("z", 0, 5)
except ValueError as e:
    print("ValueError:", e)
try:
    s.rindex("c", 6)
except ValueError as e:
    print("ValueError:", e)
