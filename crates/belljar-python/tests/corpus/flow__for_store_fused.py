# A `for` loop's next value stored straight into a function's local (the fused
# ForIter + StoreFast), over every kind of iterator, with the loop variable read
# after the loop, rebound in the body, and the iterator failing half-way.

def over(it):
    out = []
    x = "unset"
    for x in it:
        out.append(x)
    return out, x

def gen(n):
    for i in range(n):
        yield i * i

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n

print(over(range(5)))
print(over(range(10, 0, -3)))
print(over([]))
print(over([1, "a", None, 2.5]))
print(over(gen(4)))
print(over(x for x in "abc"))
print(over({"k": 1, "j": 2}))
print(over(enumerate("xy")))
print(over(zip([1, 2], "ab")))
print(over(Countdown(3)))
print(over(iter([7, 8])))

def rebind():
    total = 0
    for i in range(5):
        total += i
        i = 100  # rebinding the loop variable does not change the iteration
    return total, i
print(rebind())

def shrinking():
    xs = [1, 2, 3, 4]
    seen = []
    for x in xs:
        seen.append(x)
        if x == 2:
            xs.pop()
    return seen

print(shrinking())

def failing():
    def bad():
        yield 1
        raise ValueError("half-way")
    got = []
    try:
        for v in bad():
            got.append(v)
    except ValueError as e:
        got.append(str(e))
    return got

print(failing())

def nested(n):
    pairs = []
    for i in range(n):
        for j in gen(i):
            pairs.append((i, j))
    return pairs

print(nested(4))

def unbound_after_empty():
    for y in []:
        pass
    try:
        return y
    except UnboundLocalError as e:
        return type(e).__name__

print(unbound_after_empty())
print([k * 2 for k in range(6) if k % 2])
print({c: n for n, c in enumerate("hello")})
print(sum(q for q in range(100)))
