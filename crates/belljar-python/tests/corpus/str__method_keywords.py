# str methods that CPython lets take keyword arguments, and positional/keyword mixes.
text = "alpha,beta,,gamma,delta"
print(text.split(sep=","))
print(text.split(",", maxsplit=2))
print(text.split(sep=",", maxsplit=1))
print(text.split(maxsplit=1, sep=","))
print("a b  c".split(maxsplit=1))
print("a b  c".split(sep=None, maxsplit=-1))
print(text.rsplit(sep=",", maxsplit=2))
print(text.rsplit(",", maxsplit=0))
print("  x y z  ".rsplit(maxsplit=1))

lines = "one\ntwo\r\nthree\rfour"
print(lines.splitlines())
print(lines.splitlines(keepends=True))
print(lines.splitlines(True))
print(lines.splitlines(keepends=0))

print("héllo".encode(encoding="utf-8"))
print("héllo".encode(encoding="ascii", errors="replace"))
print("héllo".encode("latin-1", errors="strict"))
print("héllo".encode(errors="ignore", encoding="ascii"))
print("héllo".encode(errors="ignore"))

print(repr("a\tbb\tccc".expandtabs(tabsize=4)))
print(repr("a\tb".expandtabs(2)))

# Keyword arguments spread from a dict, and positional ones from a tuple.
opts = {"sep": "-", "maxsplit": 1}
print("x-y-z".split(**opts))
print("x-y-z".rsplit(*("-", 1)))
print("x\ny".splitlines(**{"keepends": True}))

# Bound methods keep their receiver.
split = "p q r".split
print(split(maxsplit=1))
enc = "ü".encode
print(enc(encoding="utf-8"), enc("latin-1"))

# Subclass instances as arguments act as their values.
class S(str):
    pass

class I(int):
    pass

print("a::b::c".split(S("::"), I(1)))
print("a::b::c".split(sep=S("::"), maxsplit=I(1)))
print("abc".startswith(S("ab")), "abc".find(S("c"), I(1)))
print(S("a,b").split(sep=","))
print(str.split(S("u v w"), maxsplit=1))
