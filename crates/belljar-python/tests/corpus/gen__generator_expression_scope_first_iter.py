xs = [1, 2, 3]
g = (x * 2 for x in xs)
xs = [10, 20]
print(list(g))
def make(n):
    return (i * n for i in range(3))
print(list(make(5)))
try:
    bad = (y for y in undefined_iterable_name)
except NameError as e:
    print("NameError at creation:", e)
ok = (z for z in range(2) if undefined_in_condition)
try:
    list(ok)
except NameError as e:
    print("NameError when consumed:", e)
