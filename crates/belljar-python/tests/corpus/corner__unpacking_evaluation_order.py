def show(tag, v):
    print("eval", tag)
    return v
a, b = show("rhs1", 1), show("rhs2", 2)
print(a, b)
d = {}
d[show("key", "k")] = show("value", "v")
print(d)
x = [0, 0]
i = 0
i, x[i] = 1, 5
print(i, x)
s = [1, 2, 3]
s[0], s[2] = s[2], s[0]
print(s)
lst = [10, 20, 30]
j = 0
lst[j], j = 99, 2
print(lst, j)
print(show("a", 1) + show("b", 2) * show("c", 3))
f = lambda: show("callee", print)
f()("args evaluated after callee?", show("arg", "yes"))
