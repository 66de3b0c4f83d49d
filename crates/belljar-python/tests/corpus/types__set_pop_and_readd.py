# pop() walks the table from a finger; removals leave dummies that later adds reuse.
s = set(range(10))
print(s.pop(), s.pop(), s.pop())
s.add(0)
s.add(1)
print(s, s.pop(), s)
t = {0, 8}
t.remove(0)
t.add(16)
print(t)
u = set(range(40))
for i in range(0, 40, 3):
    u.discard(i)
print(u)
u.update([0, 3, 6, 99, 1000])
print(u)
order = []
while u:
    order.append(u.pop())
print(order)
v = set()
for i in range(100):
    v.add(i * 13 % 97)
    if i % 3 == 0:
        v.discard(i * 7 % 97)
print(v)
w = {1, 2, 3}
w.clear()
w.add(9)
w.add(1)
print(w, w.pop())
