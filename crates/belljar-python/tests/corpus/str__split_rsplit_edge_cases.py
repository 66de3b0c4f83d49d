s = "a,b,c,d"
print(s.split(",", -1), s.split(",", 0), s.rsplit(",", 2), s.rsplit(",", -1))
print("  a  b  ".split(None), "  a  b  ".rsplit(None, 1), "  a  b  ".split(" ", 2))
print("abc".split("abc"), "abcabc".split("abc"), "aXbXc".split("X", 1))
print("1\t2\n3\x0b4".split(), "x\u30004".split(), "no-sep".split("|"))
try:
    "a b".split("")
except ValueError as e:
    print("ValueError:", e)
print("a\r\nb\rc\nd".splitlines(keepends=True), "".splitlines(), "\n".splitlines())
