counter = 0
def increment():
    global counter
    counter += 1
    return counter
increment(); increment()
print(counter)
def make_counter():
    count = 0
    def inc(by=1):
        nonlocal count
        count += by
        return count
    return inc
c1, c2 = make_counter(), make_counter()
print(c1(), c1(), c1(5), c2())
def outer():
    x = "outer"
    def middle():
        def inner():
            nonlocal x
            x = "changed by inner"
        inner()
    middle()
    return x
print(outer())
def set_global():
    global NEW_NAME
    NEW_NAME = "created"
set_global()
print(NEW_NAME)
