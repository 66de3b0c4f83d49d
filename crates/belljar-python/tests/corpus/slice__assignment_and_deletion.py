a = list(range(10))
a[1:3] = []
print(a)
a[::3] = [0] * len(a[::3])
print(a)
a[2:2] = ["in", "serted"]
print(a)
del a[-3:]
print(a)
b = list("abcdefgh")
b[1::2] = b[1::2][::-1]
print("".join(b))
c = [1, 2, 3]
c[:] = "xyz"
print(c)
c[5:10] = [9]
print(c)
s = "hello world"
print(s[:5].upper() + s[5:], s[-5:].capitalize(), s[::-1][:5])
t = tuple(range(8))
print(t[::-2], t[-3:-1], t[10:], t[:-10])
