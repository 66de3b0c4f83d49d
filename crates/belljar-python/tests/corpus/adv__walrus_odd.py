# Assignment expressions in comprehensions, conditions and while loops.
data = [1, 5, 2, 8]
print([y for x in data if (y := x * 2) > 4], y)
print(any((hit := v) > 4 for v in data), hit)
n = 0
while (n := n + 1) < 3:
    pass
print(n)
print((a := 1, a + 1))


def f():
    [z := i for i in range(3)]
    return z


print(f())
if (m := len(data)) > 3:
    print("long", m)
