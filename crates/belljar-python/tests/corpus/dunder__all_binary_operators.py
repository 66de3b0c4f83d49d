class Sym:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return self.name
def binop(sym):
    def fwd(self, other):
        return Sym(f"({self} {sym} {other})")
    def rev(self, other):
        return Sym(f"({other} {sym} {self})")
    return fwd, rev
for dunder, sym in [("add", "+"), ("sub", "-"), ("mul", "*"), ("truediv", "/"), ("floordiv", "//"), ("mod", "%"),
                    ("pow", "**"), ("matmul", "@"), ("lshift", "<<"), ("rshift", ">>"), ("and", "&"), ("or", "|"), ("xor", "^")]:
    f, r = binop(sym)
    setattr(Sym, f"__{dunder}__", f)
    setattr(Sym, f"__r{dunder}__", r)
a, b = Sym("a"), Sym("b")
print(a + b, a - 1, 2 * a, a / b, 3 // a, a % 4, a ** 2, 2 ** a, a @ b)
print(a << 1, 1 >> a, a & b, 1 | a, a ^ 0)
x = a
x += b
x *= 2
x **= 3
print(x)
print(((a + b) * (a - b)) / 2)
