count = 0
def mid():
    global count
    count += 1
    return 5
print(1 < mid() < 10, count)
print(1 < mid() > 10, count)
print(10 < mid() < 20, count)
a = [1]
print(a == [1] == a, [] is not [] != 1)
x = 3
print(1 < x < 5 < 10 > 2 != 3 == 3)
print((1 < 2) < 3, 1 < (2 < 3))
print(0 <= x <= 0 or x in (1, 3) not in [False])
