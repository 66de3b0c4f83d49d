def greet(name, greeting="Hello", punct="!"):
    return f"{greeting}, {name}{punct}"
print(greet("Ann"))
print(greet("Bob", "Hi"))
print(greet("Cy", punct="?"))
print(greet(greeting="Yo", name="Di"))
def stats(*nums, precision=2, **opts):
    avg = sum(nums) / len(nums) if nums else 0
    return round(avg, precision), sorted(opts.items())
print(stats(1, 2, 4))
print(stats(1, 2, 4, precision=0, label="x", unit="cm"))
print(stats())
def f(a, b=[], *, c, d=4):
    return a, b, c, d
print(f(1, c=3), f(1, [2], c=3, d=5))
