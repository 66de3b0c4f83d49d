class A:
    def hello(self):
        return "A.hello"
class B(A):
    def hello(self):
        def inner():
            return super().hello()
        try:
            return inner()
        except RuntimeError as e:
            return f"RuntimeError: {e}"
    def via_lambda(self):
        return (lambda: super(B, self).hello())()
print(B().hello())
print(B().via_lambda())
try:
    super()
except RuntimeError as e:
    print("RuntimeError:", e)
class C(A):
    def hello(self):
        return "C>" + super(C, self).hello()
print(C().hello(), super(C, C()).hello())
