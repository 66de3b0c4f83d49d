# Exceptions in comprehension conditions, nested loops and generator expressions.
def boom(x):
    if x == 2:
        raise ValueError(x)
    return True


for label, f in [
    ("list", lambda: [x for x in range(4) if boom(x)]),
    ("set", lambda: {x for x in range(4) if boom(x)}),
    ("dict", lambda: {x: boom(x) for x in range(4)}),
    ("gen", lambda: list(x for x in range(4) if boom(x))),
    ("nested", lambda: [(a, b) for a in range(3) for b in range(a, 4) if boom(b)]),
    ("iter first", lambda: [x for x in 1 / 0]),
]:
    try:
        print(label, f())
    except (ValueError, ZeroDivisionError) as e:
        print(label, type(e).__name__, e)
g = (1 / x for x in [1, 0, 2])
print(next(g))
try:
    next(g)
except ZeroDivisionError:
    print("ZeroDivisionError")
print(list(g))
