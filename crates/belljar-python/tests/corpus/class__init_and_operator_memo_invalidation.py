# Calling a class and `a + b` on instances remember the class's `__init__` and take a fast
# frame path; every change to a class namespace (rebinding, deleting, a base changing, a
# `__new__` appearing) must be seen by the very next call.
class Base:
    def __init__(self, v):
        self.v = ("base", v)

class Kid(Base):
    pass

def show(obj):
    print(type(obj).__name__, getattr(obj, "v", None))

for i in range(3):
    show(Kid(i))

def kid_init(self, v):
    self.v = ("kid", v)

Kid.__init__ = kid_init
show(Kid(1))
del Kid.__init__
show(Kid(2))

def base_init(self, v, w=7):
    self.v = ("base2", v, w)

Base.__init__ = base_init
show(Kid(3))
show(Base(4))

def new(cls, *args):
    print("new", cls.__name__, args)
    return object.__new__(cls)

Base.__new__ = staticmethod(new)
show(Kid(5))
show(Kid(6))

def gen_init(self, v):
    yield v

Kid.__init__ = gen_init
try:
    Kid(7)
except TypeError as e:
    print("TypeError:", e)
Kid.__init__ = lambda self, v: None
show(Kid(8))
Kid.__init__ = lambda self, v: 42
try:
    Kid(9)
except TypeError as e:
    print("TypeError:", e)

# Operator methods: two positional parameters, defaults, cells, *args, NotImplemented.
class V:
    def __init__(self, x):
        self.x = x
    def __add__(self, other):
        return V(self.x + other.x)
    def __sub__(self, other, scale=2):
        return V(self.x - scale * other.x)
    def __mul__(self, other):
        get = lambda: self.x * other.x
        return V(get())
    def __truediv__(self, *args):
        return V(self.x / args[0].x)
    def __mod__(self, other):
        return NotImplemented
    def __rmod__(self, other):
        return V(-1)
    def __repr__(self):
        return f"V({self.x})"

a, b = V(6), V(3)
print(a + b, a - b, a * b, a / b, 5 % a)
try:
    a % b
except TypeError as e:
    print("TypeError:", e)
total = V(0)
for i in range(5):
    total = total + V(i)
print(total)

def sub3(self, other):
    return V(self.x - 3 * other.x)

V.__sub__ = sub3
print(a - b)
V.__add__ = lambda self, other: NotImplemented
try:
    a + b
except TypeError as e:
    print("TypeError:", e)
del V.__mod__
print(5 % a)
try:
    a % 5
except TypeError as e:
    print("TypeError:", e)

class W(V):
    def __radd__(self, other):
        return "W.__radd__"

print(V(1) + W(2))
try:
    V(1) + 5
except TypeError as e:
    print("TypeError:", e)

class Bad:
    def __add__(self, other, extra):
        return 0

try:
    Bad() + Bad()
except TypeError as e:
    print("TypeError:", e)
