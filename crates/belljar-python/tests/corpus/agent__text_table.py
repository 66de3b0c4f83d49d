rows = [
    ["Name", "Language", "Stars", "Ratio"],
    ["belljar", "Rust", 1200, 0.91],
    ["tinyvm", "C", 87, 1.5],
    ["pyjail", "Python", 15234, 42.0],
]
def cell(v):
    return f"{v:.2f}" if isinstance(v, float) else str(v)
table = [[cell(v) for v in r] for r in rows]
widths = [max(len(r[i]) for r in table) for i in range(len(table[0]))]
def line(r):
    out = []
    for i, v in enumerate(r):
        out.append(v.rjust(widths[i]) if rows[1][i].__class__ in (int, float) else v.ljust(widths[i]))
    return "| " + " | ".join(out) + " |"
sep = "+-" + "-+-".join("-" * w for w in widths) + "-+"
print(sep)
print(line(table[0]))
print(sep)
for r in table[1:]:
    print(line(r))
print(sep)
