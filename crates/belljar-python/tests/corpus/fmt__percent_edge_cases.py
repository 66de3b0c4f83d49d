print("%5s|%-5s|%.2s" % ("ab", "ab", "abcdef"))
print("%d%%" % 50, "%s" % "%", "%%")
print("%05.1f|%-8.3f|%+.2e" % (3.14159, 2.5, 12345.678))
print("%x %X %#x %#o %o" % (255, 255, 255, 8, 8))
print("%c" % 65, "%c" % "z")
print("%(a)s-%(b)s-%(a)s" % {"a": 1, "b": 2})
print("%s and %r" % ([1, "x"], [1, "x"]))
print("%*d|%-*d|" % (5, 42, 5, 42))
print("%.*f" % (2, 3.14159))
t = (1, 2)
print("%s" % (t,), "%s %s" % t)
try:
    print("%s %s" % (1, 2, 3))
except TypeError as e:
    print("TypeError:", e)
try:
    print("%d" % "1")
except TypeError as e:
    print("TypeError:", e)
