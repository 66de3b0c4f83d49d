# Methods, properties and __getitem__ of a metaclass act on its classes, not their instances.
class Registry(type):
    def __new__(mcs, name, bases, ns):
        cls = super().__new__(mcs, name, bases, ns)
        cls._members = {k: v for k, v in ns.items() if k.isupper()}
        return cls

    @property
    def members(cls):
        return sorted(cls._members)

    def __getitem__(cls, key):
        return cls._members[key]

    def count(cls):
        return len(cls._members)


class Color(metaclass=Registry):
    RED = 1
    GREEN = 2

    def count(self):
        return "instance count"


print(Color.members, Color["RED"], Color["GREEN"])
print(Color.count(Color()), Color().count())
print(type(Color).count(Color))
try:
    Color["BLUE"]
except KeyError as e:
    print("KeyError:", e)
try:
    Color().members
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(Color, "members"), hasattr(Color(), "members"))
