print("{0:>{1}}|".format("x", 4), "{:{}{}}|".format("y", ">", 5))
data = {"name": "ann", "langs": ["py", "rs"]}
print("{name} knows {langs[0]} and {langs[1]}".format(**data))
print("{0[name]} / {0[langs]}".format(data))
class P:
    x = 3
    y = 4
print("({0.x}, {0.y})".format(P()))
print("{:,} {:_} {:.3%} {:+.1f}".format(10 ** 9, 10 ** 6, 0.12345, 2))
print("{!r:>10}|{!s:<6}|".format("a", "b"))
print("{}{}{}".format(*"abc"), "{2}{1}{0}".format(*"abc"))
print("{:#b} {:#o} {:#x} {:#X}".format(10, 10, 255, 255))
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print("ValueError:", e)
try:
    "{".format(1)
except ValueError as e:
    print("ValueError:", e)
