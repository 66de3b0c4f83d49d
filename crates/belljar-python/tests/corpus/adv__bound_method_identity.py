# Bound methods: equality, rebinding, methods stored in containers, calling after class changes.
class A:
    def m(self):
        return "A.m"


a = A()
m1, m2 = a.m, a.m
print(m1 == m2, m1 is m2, m1.__func__ is A.m, m1.__self__ is a)
A.m = lambda self: "replaced"
print(m1(), a.m())
ops = {"call": a.m}
print(ops["call"]())


class B:
    def __init__(self):
        self.handler = self.handle

    def handle(self):
        return "handled"


b = B()
print(b.handler(), b.handler.__name__)
unbound = B.handle
print(unbound(b))
try:
    unbound()
except TypeError as e:
    print("TypeError", e)
