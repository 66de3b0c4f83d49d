# Yields inside finally blocks of loops, with break and continue.
def gen():
    for i in range(4):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            yield ("body", i)
        finally:
            yield ("finally", i)
    yield "end"


print(list(gen()))


def gen2():
    try:
        for i in range(3):
            try:
                yield i
                if i == 1:
                    raise ValueError("inner")
            finally:
                yield f"f{i}"
    except ValueError as e:
        yield f"caught {e}"


print(list(gen2()))


def gen3():
    while True:
        try:
            x = yield
            if x is None:
                return "done"
        finally:
            print("finally with", x)


g = gen3()
next(g)
g.send(1)
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)
