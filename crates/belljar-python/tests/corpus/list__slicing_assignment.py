a = list(range(10))
print(a[2:5], a[::3], a[::-1], a[-3:], a[:-7], a[8:2:-2])
a[2:5] = ["x"]
print(a)
a[:0] = [-1, -2]
print(a)
a[len(a):] = [100]
print(a)
del a[::2]
print(a)
b = list(range(6))
b[::2] = "abc"
print(b)
try:
    b[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
c = [1, 2, 3]
c[1:2] = []
print(c)
print(a[100:200], a[-100:1])
