# A metaclass with __new__, __init__ and __call__: what each receives and in which order.
class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        print("new", mcs.__name__, name, [b.__name__ for b in bases],
              sorted(k for k in ns if not k.startswith('__')), kw)
        cls = super().__new__(mcs, name, bases, ns)
        cls.tag = kw.get('tag', 'none')
        return cls

    def __init__(cls, name, bases, ns, **kw):
        print("init", name, kw)
        super().__init__(name, bases, ns)

    def __call__(cls, *a, **k):
        print("call", cls.__name__, a, k)
        obj = super().__call__(*a, **k)
        print("made", type(obj).__name__)
        return obj

    def describe(cls):
        return f"<{cls.__name__} tag={cls.tag}>"


class Base(metaclass=Meta, tag="base"):
    def __init__(self, x):
        print("Base.__init__", x)
        self.x = x

    def m(self):
        return 1


class Child(Base, tag="child"):
    y = 2


print(type(Base) is Meta, type(Child) is Meta, isinstance(Child, Meta), isinstance(Child, type))
print(Base.describe(), Child.describe())
c = Child(5)
print(c.x, c.m(), type(c).__name__, Child.tag, Child.y)
print(Meta.__mro__)
print(Child.__class__, Child.__class__.__name__)
print(isinstance(c, Meta), issubclass(Meta, type))
