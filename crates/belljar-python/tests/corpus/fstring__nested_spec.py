width, prec = 12, 3
x = 3.14159265
print(f"[{x:{width}.{prec}f}]")
print(f"[{x:>{width}}]")
for align in "<^>":
    print(f"[{'hi':{align}{width}}]")
fill = "*"
print(f"[{42:{fill}^{width}d}]")
print(f"[{'abc':.{prec - 1}}]")
fmt = ".2e"
print(f"{12345.6789:{fmt}}")
rows = [("apple", 1.5, 10), ("kiwi", 0.25, 200), ("watermelon", 3.0, 2)]
w = max(len(r[0]) for r in rows)
for name, price, qty in rows:
    print(f"{name:<{w}} | {price:>6.2f} | {qty:>4} | {price * qty:>8.2f}")
