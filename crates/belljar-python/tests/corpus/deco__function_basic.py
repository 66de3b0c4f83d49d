def shout(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs).upper() + "!"
    wrapper.__name__ = fn.__name__
    return wrapper
@shout
def greet(name):
    return f"hello {name}"
print(greet("ann"), greet.__name__)
def repeat(times):
    def deco(fn):
        def wrapper(*a):
            return [fn(*a) for _ in range(times)]
        return wrapper
    return deco
@repeat(3)
def roll(x):
    return x * 2
print(roll(4))
def trace(fn):
    def w(*a):
        print(f"call {fn.__name__}{a}")
        r = fn(*a)
        print(f"  -> {r}")
        return r
    return w
@trace
@shout
def hi(n):
    return "hi " + n
hi("x")
