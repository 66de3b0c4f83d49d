rows = [("Alice", 93.456, 12), ("Bob", 7.1, 1234), ("Christina", 100.0, 5)]
name_w = max(len(r[0]) for r in rows)
for align in ("<", "^", ">"):
    for name, score, n in rows:
        print(f"|{name:{align}{name_w + 2}}|{score:{'>'}{8}.{2}f}|{n:{'0'}{6}d}|")
for prec in range(4):
    print(f"{3.14159265:.{prec}f} {2 / 3:.{prec}e} {1234.5:.{prec + 1}g}")
sign = "+"
print(f"{42:{sign}}", f"{-42:{sign}}", f"{3.5:{sign}.1f}")
