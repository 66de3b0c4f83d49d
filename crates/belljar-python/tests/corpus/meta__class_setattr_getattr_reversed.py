# Metaclass hooks seen on the classes they make: __setattr__, __delattr__, __getattr__,
# __reversed__, and unpacking a class whose metaclass defines __iter__.
class Registry(type):
    def __setattr__(cls, name, value):
        if name.isupper():
            raise AttributeError("constant " + name + " is read-only")
        print("set", cls.__name__, name, value)
        super().__setattr__(name, value)
    def __delattr__(cls, name):
        print("del", cls.__name__, name)
        super().__delattr__(name)
    def __getattr__(cls, name):
        if name.startswith("dyn_"):
            return name[4:]
        raise AttributeError(name)
    def __iter__(cls):
        return iter(cls.ITEMS)
    def __reversed__(cls):
        return iter(cls.ITEMS[::-1])

class Box(metaclass=Registry):
    ITEMS = ("a", "b", "c")
    x = 1

Box.y = 2
print(Box.y)
del Box.y
print(hasattr(Box, "y"))
try:
    Box.LIMIT = 3
except AttributeError as e:
    print("AttributeError:", e)
print(Box.dyn_hello, Box.x)
try:
    Box.missing
except AttributeError as e:
    print("AttributeError:", repr(e))
print(list(reversed(Box)), list(Box))
a, b, c = Box
print(a, b, c)
try:
    del Box.nothing
except AttributeError as e:
    print("AttributeError:", e)
class Plain:
    pass
try:
    a, b = Plain
except TypeError as e:
    print("TypeError:", e)
try:
    reversed(Plain)
except TypeError as e:
    print("TypeError:", e)
