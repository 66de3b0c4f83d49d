def outer():
    x = 1
    class Inner:
        y = x + 1
        def method(self):
            return x + self.y
    x = 10
    return Inner
I = outer()
print(I.y, I().method())
def counter():
    n = 0
    def step():
        nonlocal n
        n += 1
        return n
    step(); step()
    return n, step
val, st = counter()
print(val, st(), st())
def shadow():
    total = 0
    for total in range(3):
        pass
    def read():
        return total
    return read()
print(shadow())
g = "module"
def reads_global():
    def inner():
        return g
    return inner()
print(reads_global())
