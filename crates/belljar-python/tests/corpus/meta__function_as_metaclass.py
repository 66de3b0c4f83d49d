# Any callable can be a metaclass: it receives name, bases, namespace and the keywords.
def make(name, bases, ns, **kw):
    print("make", name, [b.__name__ for b in bases], sorted(ns), kw)
    return {"name": name, "n": len(ns)}


class Base:
    pass


class Z(Base, metaclass=make, q=1):
    a = 1

    def f(self):
        return 2


print(Z)


def upper_attrs(name, bases, ns):
    return type(name, bases, {k.upper() if not k.startswith("__") else k: v for k, v in ns.items()})


class W(metaclass=upper_attrs):
    x = 1
    y = 2


print(W.X, W.Y, hasattr(W, "x"), type(W))
