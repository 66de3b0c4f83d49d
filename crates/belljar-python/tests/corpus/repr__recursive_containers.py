a = [1, 2]
a.append(a)
print(a)
print(len(a), a[2] is a, a[2][2][0])
d = {"k": 1}
d["self"] = d
print(d)
b = [a, d]
print(b)
t = ([],)
t[0].append(t)
print(t)
