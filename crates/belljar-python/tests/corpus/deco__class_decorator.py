registry = {}
def register(cls):
    registry[cls.__name__] = cls
    return cls
def add_repr(cls):
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items())
        return f"{cls.__name__}({fields})"
    cls.__repr__ = __repr__
    return cls
@register
@add_repr
class User:
    def __init__(self, name, age):
        self.name = name
        self.age = age
@register
class Admin(User):
    pass
print(sorted(registry))
print(User("ann", 3), Admin("root", 0))
print(registry["Admin"]("x", 1).name)
