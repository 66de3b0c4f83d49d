s = "Hello, World"
print(s[0], s[-1], s[7:], s[:5], s[::2], s[::-1], s[-5:-1])
print(s[100:], s[3:1], s[-100:3], s[1:10:3])
print(len(s), s[len(s) - 1])
u = "naïve café ☕ 日本"
print(len(u), u[2], u[-1], u[::-1], u[11:])
print([c for c in "añb"])
try:
    s[20]
except IndexError as e:
    print("IndexError:", e)
