def pair():
    value = []
    def push(v):
        value.append(v)
    def peek():
        return list(value)
    def reset():
        nonlocal value
        value = []
    return push, peek, reset
push, peek, reset = pair()
push(1); push(2)
print(peek())
reset()
push(3)
print(peek())
def outer():
    a = 1
    def mid():
        b = 2
        def inner():
            return a + b
        return inner
    return mid()
print(outer()())
def gen_closures():
    for n in range(3):
        yield lambda x, n=n: x + n
print([f(10) for f in gen_closures()])
