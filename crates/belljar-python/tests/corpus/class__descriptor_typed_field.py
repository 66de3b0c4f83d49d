# A validating descriptor with __set_name__, __get__, __set__ and __delete__.
class Typed:
    def __init__(self, kind):
        self.kind = kind

    def __set_name__(self, owner, name):
        self.name = name
        self.slot = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        try:
            return getattr(obj, self.slot)
        except AttributeError:
            raise AttributeError(f"{self.name} is not set") from None

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.slot, value)

    def __delete__(self, obj):
        print("deleting", self.name)
        delattr(obj, self.slot)


class Person:
    name = Typed(str)
    age = Typed(int)

    def __init__(self, name, age):
        self.name = name
        self.age = age


p = Person("ann", 30)
print(p.name, p.age)
try:
    p.age = "old"
except TypeError as e:
    print("TypeError:", e)
del p.age
try:
    p.age
except AttributeError as e:
    print("AttributeError:", e)
p.age = 31
print(p.age, Person.age.name, isinstance(Person.name, Typed))
try:
    Person(1, 2)
except TypeError as e:
    print("TypeError:", e)
