name, n, price = "widget", 3, 4.5
print(f"{n} x {name} @ ${price:.2f} = ${n * price:.2f}")
print(f"{name!r} {name.upper()} {len(name)} {name[::-1]}")
print(f"{'nested quotes'} {n + 1} {[i * i for i in range(n)]}")
print(f"{{braces}} {n}")
d = {"a": 1}
print(f"{d['a']} {d}")
x = 42
print(f"{x=} {x = } {x*2=} {name=!s}")
print(f"{x:>6}|{x:<6}|{x:^6}|{x:06}|{x:+}|{x:x}|{x:b}|{x:o}|{x:#x}")
