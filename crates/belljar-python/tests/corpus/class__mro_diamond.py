class A:
    def who(self):
        return "A"
    def chain(self):
        return ["A"]
class B(A):
    def who(self):
        return "B"
    def chain(self):
        return ["B"] + super().chain()
class C(A):
    def who(self):
        return "C"
    def chain(self):
        return ["C"] + super().chain()
class D(B, C):
    def chain(self):
        return ["D"] + super().chain()
print([k.__name__ for k in D.__mro__])
print(D().who(), D().chain())
class E(C, B):
    pass
print([k.__name__ for k in E.mro()], E().who())
try:
    class Bad(A, B):
        pass
except TypeError as e:
    print("TypeError:", e)
