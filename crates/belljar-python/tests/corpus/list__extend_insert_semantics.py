a = [1, 2]
a.extend("ab")
a.extend(range(2))
a.extend((x * 10 for x in range(2)))
print(a)
a.append([9, 9])
print(a, len(a))
b = [1, 2, 3]
b.extend(b)
print(b)
c = [1]
c += "xy"
print(c)
try:
    c = c + "z"
except TypeError as e:
    print("TypeError:", e)
d = [0, 1, 2]
d.insert(-10, "front")
d.insert(1, "second")
print(d)
e = [5, 6, 7]
del e[5:]
del e[:1]
print(e)
