x = 5
print(1 < x < 10, 1 < x > 10, 1 < 2 < 3 < 4 < 5)
print(3 == 3.0 == True, 1 == 1.0 == True)
print(0 < x <= 5 != 6)
calls = []
def f(v):
    calls.append(v)
    return v
print(f(1) < f(0) < f(2))
print(calls)
calls.clear()
print(f(1) < f(2) < f(3))
print(calls)
print("a" < "b" < "c", [1, 2] < [1, 3], (1, 2, 3) > (1, 2))
print(None is None is not False)
