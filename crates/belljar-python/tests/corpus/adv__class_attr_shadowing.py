# Instance attributes shadowing methods, methods replaced on the class, class attr mutation.
class A:
    items = []

    def m(self):
        return "method"


a, b = A(), A()
a.m = lambda: "instance lambda"
print(a.m(), b.m())
A.m = lambda self: "patched"
print(a.m(), b.m())
del a.m
print(a.m())
a.items.append(1)
print(b.items, A.items)
a.items = [2]
print(a.items, b.items)
A.new_attr = property(lambda self: "late property")
print(b.new_attr)


class B(A):
    pass


A.m = lambda self: "patched again"
print(B().m())
