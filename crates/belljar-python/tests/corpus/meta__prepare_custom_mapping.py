# A metaclass whose __prepare__ returns a mapping that is not a plain dict.
class Recording(dict):
    def __init__(self):
        super().__init__()
        self.order = []
    def __setitem__(self, key, value):
        self.order.append(key)
        super().__setitem__(key, value)

class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        return Recording()
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        cls.order = [k for k in ns.order if not k.startswith('__')]
        print(type(ns).__name__, isinstance(ns, dict))
        return cls

class A(metaclass=Meta):
    x = 1
    y = x + 1
    def f(self):
        return self.y
    z = y * 10
    del x
print(A.order, A.y, A.z, A().f(), hasattr(A, 'x'))

class Defaulting(dict):
    def __missing__(self, key):
        if key.startswith('auto_'):
            return key.upper()
        raise KeyError(key)

class M2(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return Defaulting()
    def __new__(mcls, name, bases, ns):
        return super().__new__(mcls, name, bases, dict(ns))

class B(metaclass=M2):
    a = auto_thing
    b = len("abc")
print(B.a, B.b)

class Logging:
    def __init__(self):
        self.d = {}
        self.log = []
    def __getitem__(self, k):
        self.log.append(('get', k))
        return self.d[k]
    def __setitem__(self, k, v):
        self.log.append(('set', k))
        self.d[k] = v
    def __delitem__(self, k):
        self.log.append(('del', k))
        del self.d[k]

class M3(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return Logging()
    def __new__(mcls, name, bases, ns):
        print(ns.log)
        return super().__new__(mcls, name, bases, ns.d)

class C(metaclass=M3):
    p = 1
    q = p
    del p
    r = print

try:
    class D(metaclass=M3):
        del nothing
except NameError as e:
    print("NameError:", e)

class M4(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return 42
try:
    class E(metaclass=M4):
        pass
except TypeError as e:
    print("TypeError:", e)

class M5(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return Logging()
try:
    class F(metaclass=M5):
        a = 1
except TypeError as e:
    print("TypeError:", e)
