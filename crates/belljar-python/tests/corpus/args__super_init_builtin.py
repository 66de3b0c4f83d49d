def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

class Base:
    def __init__(self, a):
        self.a = a

class Err(Exception):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code

class Plain:
    def __init__(self):
        super().__init__()
        object.__init__(self)

e = Err("boom", 3)
print(e.args, e.code, str(e), repr(e))
p = Plain()
print(type(p).__name__)
print(object.__new__(Plain).__class__.__name__)
try:
    object.__new__(1)
except TypeError as ex:
    print("TypeError")
try:
    Exception.__init__()
except TypeError as ex:
    print(ex)
x = ValueError("a")
Exception.__init__(x, "b", "c")
print(x.args)
print(Plain.mro()[0].__name__, [c.__name__ for c in Err.mro()])
