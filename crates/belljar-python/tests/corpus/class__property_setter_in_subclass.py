class Base:
    def __init__(self):
        self._v = 0
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, value):
        self._v = value
class Clamped(Base):
    @Base.v.setter
    def v(self, value):
        self._v = max(0, min(100, value))
b, c = Base(), Clamped()
b.v = 500
c.v = 500
print(b.v, c.v)
c.v = -5
print(c.v, type(Clamped.v).__name__, Clamped.v is not Base.v)
