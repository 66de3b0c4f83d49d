# More mutation during iteration: reversed, enumerate, zip, map over live lists.
lst = [1, 2, 3, 4]
out = []
for i, x in enumerate(lst):
    out.append((i, x))
    if x == 2:
        lst.pop(0)
print(out, lst)
lst = [1, 2, 3]
seen = []
for x in reversed(lst):
    seen.append(x)
    if x == 3:
        lst.clear()
print(seen, lst)
lst = [1, 2, 3, 4, 5]
rev = reversed(lst)
next(rev)
lst.pop()
lst.pop()
print(list(rev))
a = [1, 2, 3]
b = [10, 20, 30]
for x, y in zip(a, b):
    if x == 1:
        b.pop()
print(list(zip(a, b)))
nums = [1, 2, 3]
m = map(lambda v: v * 10, nums)
nums.append(4)
print(list(m))
lst = [0]
for x in lst:
    if x < 5:
        lst.append(x + 1)
print(lst)
lst = list(range(10))
for x in lst:
    lst.remove(x)
print(lst)
d = dict.fromkeys(range(5))
for k in list(d):
    if k % 2:
        del d[k]
print(d)
it = iter(lst)
lst[:] = ["replaced", "all"]
print(list(it))
s = "abc"
it = iter(s)
s += "def"
print(list(it), s)
