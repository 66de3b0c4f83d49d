class A:
    x = "class A"
    def get(self):
        return self.x
class B(A):
    pass
b = B()
print(b.get())
A.x = "changed on A"
print(b.get())
B.x = "set on B"
print(b.get(), A().get())
b.x = "instance"
print(b.get(), B().get())
del B.x
print(B().get(), b.get())
b.get = lambda: "instance function"
print(b.get(), B.get(b))
