s = "the cat sat on the mat with the hat"
print(s.find("the"), s.find("the", 1), s.rfind("the"), s.find("dog"))
print(s.index("cat"), s.rindex("at"), s.count("the"), s.count("at"), s.count(""))
print(s.replace("the", "a"), s.replace("the", "a", 2), sep="\n")
print(s.startswith("the"), s.endswith("hat"), s.startswith(("a", "t")), s.endswith("at", 0, 7))
print("aaaa".replace("aa", "b"), "abc".replace("", "-"))
try:
    s.index("dog")
except ValueError as e:
    print("ValueError:", e)
