def outer():
    vals = [y := i * 2 for i in range(3)]
    return vals, y
print(outer())
total = 0
[total := total + v for v in range(5)]
print(total)
def counter():
    count = 0
    results = [count := count + 1 for _ in "abc"]
    return results, count
print(counter())
x = 1
if (x := x + 1) and (x := x * 10):
    print("x is", x)
