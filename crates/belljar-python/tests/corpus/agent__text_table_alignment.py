# Rendering aligned text tables from rows of mixed data.
rows = [
    ("Widget", 4, 3.5, True),
    ("Gadget with a long name", 12, 12.125, False),
    ("Gizmo", 0, 0.0, None),
    ("Ünïcode", 1234, 99999.999, True),
]
headers = ("Product", "Qty", "Price", "Active")


def fmt(v):
    if isinstance(v, bool) or v is None:
        return {True: "yes", False: "no", None: "-"}[v]
    if isinstance(v, float):
        return f"{v:,.2f}"
    return str(v)


cells = [list(headers)] + [[fmt(v) for v in r] for r in rows]
widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
numeric = [False, True, True, False]


def line(row):
    parts = []
    for text, w, num in zip(row, widths, numeric):
        parts.append(text.rjust(w) if num else text.ljust(w))
    return "| " + " | ".join(parts) + " |"


sep = "+-" + "-+-".join("-" * w for w in widths) + "-+"
print(sep)
print(line(cells[0]))
print(sep.replace("-", "="))
for r in cells[1:]:
    print(line(r))
print(sep)
print("{:<10}{:>8}".format("left", "right"))
print("{0:^{1}}|".format("mid", 11))
print("%-10s|%6.2f|%05d|%x|%r" % ("pct", 3.14159, 42, 255, "q"))
print("%(name)s is %(age)d" % {"name": "Ann", "age": 30})
for w in (5, 10):
    print("[" + "abc".center(w, ".") + "]", "[" + "abc".zfill(w) + "]")
print("\n".join(f"{i:>3}. {name}" for i, (name, *_) in enumerate(rows, 1)))
print("tab\tseparated".expandtabs(12) + "|")
