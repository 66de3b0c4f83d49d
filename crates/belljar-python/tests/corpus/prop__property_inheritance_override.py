class Base:
    @property
    def kind(self):
        return "base"
    @property
    def label(self):
        return f"[{self.kind}]"
class Child(Base):
    @property
    def kind(self):
        return "child:" + super().kind
print(Base().label, Child().label)
class Lazy:
    def __init__(self):
        self.computed = 0
    @property
    def value(self):
        if not hasattr(self, "_value"):
            self.computed += 1
            self._value = sum(range(100))
        return self._value
l = Lazy()
print(l.value, l.value, l.computed)
p = property(lambda self: 42)
class Dyn:
    answer = p
print(Dyn().answer, type(p).__name__)
