# Decorators, bases and class keywords are evaluated in source order, before the body.
order = []


def k(tag):
    order.append(tag)
    return tag


def deco(c):
    order.append("deco applied")
    return c


def deco_factory(name):
    order.append("deco " + name)
    return deco


class Base:
    def __init_subclass__(cls, **kw):
        order.append(("init_subclass", cls.__name__, tuple(sorted(kw.items()))))


@deco_factory("outer")
class A(k(Base), alpha=k("alpha"), beta=k("beta")):
    order.append("body")

    def method(self):
        order.append("never")


for o in order:
    print(o)
