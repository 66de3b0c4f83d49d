counter = [0]
def default():
    counter[0] += 1
    return counter[0]
def f(x=default()):
    return x
print(f(), f(), f(99), counter)
def g(lst=[]):
    lst.append(len(lst))
    return lst
print(g(), g(), g([7]), g())
def h(d=None):
    if d is None:
        d = {}
    d["n"] = d.get("n", 0) + 1
    return d
print(h(), h(), h({"n": 5}))
x = 5
def k(v=x):
    return v
x = 6
print(k())
