def report(title, *rows, sep=" | ", width=10, **meta):
    head = f"{title:^{width * 2}}"
    body = [sep.join(f"{c:<{width}}" for c in r) for r in rows]
    tail = ", ".join(f"{k}={v}" for k, v in sorted(meta.items()))
    return "\n".join([head, *body, tail])
print(report("T", ("a", "b"), ("c", "d"), width=4, author="me", v=2))
print(report("Only title", sep="/"))
def f(a, b=2, /, c=3, *, d, e=5):
    return (a, b, c, d, e)
print(f(1, d=4), f(1, 0, 0, d=0, e=0), f(1, c=9, d=8))
try:
    f(1, b=2, d=3)
except TypeError as e:
    print("TypeError:", e)
