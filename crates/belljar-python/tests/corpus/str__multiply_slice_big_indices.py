s = "abc"
print(s * 0, s * -5, s * 2, repr(s * 0))
print(s[10 ** 6:], s[-10 ** 6:], s[:10 ** 18], s[::10 ** 9], s[::-10 ** 9])
lst = [1, 2, 3]
print(lst[10 ** 20:], lst[-(10 ** 20):2], lst[::2 ** 70])
try:
    s[10 ** 20]
except IndexError as e:
    print("IndexError:", e)
try:
    lst[2 ** 64]
except IndexError as e:
    print("IndexError:", e)
print(range(10 ** 20)[10 ** 19], range(0, 10 ** 20, 3)[-1])
