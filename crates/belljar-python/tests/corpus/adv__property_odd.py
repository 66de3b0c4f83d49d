# Properties: setter missing, deleter, property on the class, property overriding instance dict.
class P:
    def __init__(self):
        self.__dict__["x"] = "instance dict"

    @property
    def x(self):
        return "property wins"

    @property
    def y(self):
        return self._y

    @y.setter
    def y(self, v):
        self._y = v * 2

    @y.deleter
    def y(self):
        del self._y


p = P()
print(p.x)
try:
    p.x = 1
except AttributeError as e:
    print("AttributeError", e)
p.y = 5
print(p.y)
del p.y
try:
    p.y
except AttributeError as e:
    print("AttributeError", e)
print(type(P.x).__name__, P.y.fget.__name__)
try:
    del p.x
except AttributeError as e:
    print("AttributeError", e)
