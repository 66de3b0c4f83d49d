data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print(f"list is long ({n} elements)")
print([y for x in data if (y := x * 2) > 6])
print(y)
total = 0
vals = iter([1, 2, 3, 0, 5])
while (v := next(vals)) != 0:
    total += v
print(total, v)
def f(x):
    return x * 10
print([r for x in range(5) if (r := f(x)) % 20 == 0])
print((z := 5) + z)
stack = [1, 2, 3]
while stack and (top := stack.pop()) != 2:
    print("popped", top)
print(stack, top)
