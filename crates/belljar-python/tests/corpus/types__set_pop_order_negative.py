# pop() order over sets with negative numbers, collisions and a table that grew.
s = {-5, -1, 0, 3, 8, -8, 16, -16, 1000, -1000}
order = []
while s:
    order.append(s.pop())
print(order)
t = set(range(-20, 20, 3))
print(t, [t.pop() for _ in range(4)], t)
u = set()
for i in range(60):
    u.add((i * 37) % 101 - 50)
print(u)
for i in range(0, 60, 2):
    u.discard((i * 37) % 101 - 50)
print(u, u.pop(), u.pop())
u.add(-50)
u.add(7)
print(u)
