def make_adders():
    adders = {}
    for name, n in [("one", 1), ("two", 2)]:
        def add(x, n=n):
            return x + n
        adders[name] = add
    return adders
a = make_adders()
print(a["one"](10), a["two"](10))
def outer():
    v = "first"
    def get():
        return v
    v = "second"
    return get
print(outer()())
def counter_gen():
    count = 0
    def bump():
        nonlocal count
        count += 1
    def g():
        while count < 3:
            bump()
            yield count
    return g()
print(list(counter_gen()))
