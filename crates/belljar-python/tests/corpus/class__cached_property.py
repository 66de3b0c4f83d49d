# functools.cached_property computes once, then the instance attribute wins.
from functools import cached_property


class Data:
    def __init__(self, values):
        self.values = values
        self.computed = 0

    @cached_property
    def total(self):
        """The sum."""
        self.computed += 1
        return sum(self.values)


d = Data([1, 2, 3])
print(d.total, d.total, d.computed)
d.values.append(4)
print(d.total, d.computed)
del d.total
print(d.total, d.computed)
d.total = 100
print(d.total)
print(type(Data.total).__name__, Data.total.__doc__, Data.total.attrname)
e = Data([5])
print(e.total, e.computed, d.total)
try:
    class Twice:
        @cached_property
        def a(self):
            return 1
        b = a
except (TypeError, RuntimeError) as ex:
    print(type(ex).__name__, ex, type(ex.__cause__).__name__ if ex.__cause__ else None)
