# Generators drained by sum/list/any/all whose values come from `yield from` a list or range
# (stopped half-way and resumed by next()), whose yields are statements (the sent None popped
# at once) or expressions (the None they receive is used), and a generator dropped while
# another is being drained (closed at the same point as when it is iterated by hand).
def delegate(parts):
    for p in parts:
        print("part", len(p))
        yield from p
    yield from range(3)

print(sum(delegate([[1, 2], [3], []])))
print(list(delegate([[4, 5, 6]])))
it = delegate([[0, 0, 7, 8], [9]])
print(any(it))
print(next(it), next(it))
print(list(it))
it = delegate([[1, 1, 0, 2]])
print(all(it))
print(list(it))

class Bad:
    def __radd__(self, other):
        raise TypeError("bad add")

it = delegate([[1, Bad(), 5]])
try:
    sum(it)
except TypeError as e:
    print("TypeError", e)
print(list(it))

def expr_yields(n):
    got = []
    for i in range(n):
        x = yield i
        got.append(x)
    print("got", got)

print(sum(expr_yields(4)))
print(list(expr_yields(2)))

def statement_yields():
    yield 1
    yield 2
    for i in range(3):
        yield i * 10
    yield 3

print(sum(statement_yields()), list(statement_yields()))
print(any(v > 15 for v in statement_yields()))

def guarded(tag):
    try:
        yield tag
        yield tag
    finally:
        print("closed", tag)

def dropper():
    for i in range(3):
        g = guarded(i)
        next(g)
        yield i
        print("after yield", i)

print(list(dropper()))
print(sum(dropper()))
for v in dropper():
    print("for", v)

def nested_drain():
    for i in range(3):
        yield sum(x for x in range(i + 1))
        yield from [max(y for y in range(i + 2))]

print(list(nested_drain()))

def counting():
    n = 0
    while n < 5:
        yield n
        n += 1

it = counting()
print(next(it), sum(it), list(it))

held = []

class Drops:
    def __init__(self, v):
        self.v = v
    def __radd__(self, other):
        if held:
            held.pop()
        print("add", self.v)
        return other + self.v

def feeds():
    for i in range(3):
        g = guarded("held%d" % i)
        next(g)
        held.append(g)
        del g
        yield Drops(i)
        print("resumed", i)

print(sum(feeds()))
