def f(a, b):
    return a + b
cases = [
    lambda: f(1),
    lambda: f(1, 2, 3),
    lambda: f(1, c=2),
    lambda: f(1, a=2),
    lambda: f(),
]
for c in cases:
    try:
        c()
    except TypeError as e:
        print("TypeError:", e)
def g(*, key):
    return key
try:
    g(1)
except TypeError as e:
    print("TypeError:", e)
try:
    g()
except TypeError as e:
    print("TypeError:", e)
try:
    len(1)
except TypeError as e:
    print("TypeError:", e)
try:
    n = 5
    n()
except TypeError as e:
    print("TypeError:", e)
