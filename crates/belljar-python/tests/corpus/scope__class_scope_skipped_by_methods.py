x = "module"
class C:
    x = "class"
    def method(self):
        return x
    @staticmethod
    def static():
        return x
    lam = lambda self: x
    comp = [x for _ in range(1)]
print(C().method(), C.static(), C().lam(), C.comp)
def f():
    y = "function"
    class D:
        y = "class D"
        def m(self):
            return y
        z = y
    return D().m(), D.z
print(f())
