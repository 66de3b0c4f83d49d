def f(x):
    return g(x) + 1
def g(x):
    return x["k"]
f({})
