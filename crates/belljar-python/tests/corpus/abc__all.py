from abc import ABC, ABCMeta, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self):
        ...
    @abstractmethod
    def name(self):
        ...
    def describe(self):
        return self.name() + " " + str(self.area())

class Half(Shape):
    def area(self):
        return 1

class Sq(Half):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s * self.s
    def name(self):
        return "sq"

for cls in (Shape, Half):
    try:
        cls()
    except TypeError as e:
        print(e)
print(Sq(3).describe(), sorted(Shape.__abstractmethods__), sorted(Half.__abstractmethods__), Sq.__abstractmethods__)
print(isinstance(Sq(2), Shape), issubclass(Sq, Shape), issubclass(int, Shape), type(Shape).__name__)

class Base(metaclass=ABCMeta):
    @abstractmethod
    def run(self):
        pass

class Impl(Base):
    def run(self):
        return "ran"

print(Impl().run())
try:
    Base()
except TypeError as e:
    print(e)

class Plain:
    pass

print(Base.register(Plain) is Plain, issubclass(Plain, Base), isinstance(Plain(), Base), isinstance(3, Base))
print(abstractmethod(lambda: 0).__isabstractmethod__)

class Sized(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return hasattr(C, "__len__")
        return NotImplemented

print(issubclass(list, Sized), issubclass(int, Sized), isinstance("x", Sized))

class WithInit(ABC):
    def __init__(self, v):
        self.v = v

print(WithInit(4).v)
