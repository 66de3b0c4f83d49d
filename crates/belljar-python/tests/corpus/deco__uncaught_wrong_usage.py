def deco(fn):
    def w(x):
        return fn(x) * 2
    return w
@deco
def double(x):
    return x + x
print(double(3))
print(double(1, 2))
