s = list(range(10))
print(s[slice(2, 8, 2)], s[slice(None, None, -3)], s[slice(5)])
sl = slice(1, None, 2)
print(sl.start, sl.stop, sl.step, "abcdefg"[sl])
print(slice(1, 10, 2).indices(5), slice(None, None, -1).indices(4))
print("abcdef"[-2::-2], "abcdef"[10:0:-1], "abcdef"[::-2])
print((0, 1, 2, 3)[1::2], range(20)[3:15:4], list(range(20)[::-5]))
try:
    s[::0]
except ValueError as e:
    print("ValueError:", e)
print(s[-1:-5:-1], s[-5:-1], s[5:-5])
t = "0123456789"
print(t[2:-2][::2], t[::3][::-1])
