class Base:
    def __init__(self, **kw):
        self.log = ["Base"]
class Left(Base):
    def __init__(self, left=0, **kw):
        super().__init__(**kw)
        self.left = left
        self.log.append("Left")
class Right(Base):
    def __init__(self, right=0, **kw):
        super().__init__(**kw)
        self.right = right
        self.log.append("Right")
class Both(Left, Right):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.log.append("Both")
b = Both(left=1, right=2)
print(b.log, b.left, b.right)
class Mixin:
    def greet(self):
        return "mixin+" + super().greet()
class Core:
    def greet(self):
        return "core"
class Thing(Mixin, Core):
    pass
print(Thing().greet())
print(super(Left, b).__init__ is not None)
