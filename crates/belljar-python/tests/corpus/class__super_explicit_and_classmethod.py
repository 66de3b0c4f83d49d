class A:
    @classmethod
    def create(cls):
        return f"A.create for {cls.__name__}"
    def hello(self):
        return "A.hello"
class B(A):
    @classmethod
    def create(cls):
        return "B+" + super().create()
    def hello(self):
        return "B>" + super(B, self).hello()
class C(B):
    def hello(self):
        return "C>" + super().hello()
print(A.create(), B.create(), C.create())
print(C().hello(), B().hello())
print(super(C, C()).hello())
