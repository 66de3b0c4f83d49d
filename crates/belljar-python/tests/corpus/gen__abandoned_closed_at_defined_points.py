class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("open", self.name)
        return self

    def __exit__(self, *exc):
        print("close", self.name, exc[0].__name__ if exc[0] else None)
        return False


def lines(name):
    with Resource(name):
        for i in range(10):
            yield f"{name}:{i}"


def gen(tag):
    try:
        yield 1
        yield 2
    finally:
        print("cleanup", tag)


def first_two(name):
    it = lines(name)
    return [next(it), next(it)]


print(first_two("local"))
print("after local")

for line in lines("loop"):
    if line.endswith("1"):
        break
print("after break")

g = gen("rebind")
next(g)
g = gen("second")
print("rebound")
next(g)
del g
print("after del")

print(next(gen("temporary")))
print("after temporary")


def consume():
    for v in gen("unwind"):
        raise ValueError(f"failed at {v}")


try:
    consume()
except ValueError as e:
    print("caught", e)


def search(items):
    found = (x for x in items if x > 2)
    return next(found)


print(search([1, 2, 3, 4]))
print(any(x > 1 for x in gen("any")))
print("end")
