total = 0
def outer():
    def inner():
        global total
        total += 10
    inner()
    inner()
outer()
print(total)
def make():
    global made
    made = [1]
make()
made.append(2)
print(made)
x = "g"
def f():
    x = "f-local"
    def g():
        global x
        return x
    return g()
print(f())
def h():
    print(y_later)
y_later = "defined before call"
h()
