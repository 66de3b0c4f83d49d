# __eq__ without __hash__ makes a class unhashable (its __hash__ is None), also when a base
# defines __hash__; defining both, or inheriting both, keeps it hashable.
class Base:
    def __hash__(self):
        return 7
class EqOnly(Base):
    def __eq__(self, other):
        return True
class Both(Base):
    def __eq__(self, other):
        return True
    def __hash__(self):
        return 11
class Child(Both):
    pass
class Plain:
    pass
print(Base.__hash__ is None, EqOnly.__hash__ is None, Child.__hash__ is Both.__hash__)
print(hash(Base()), hash(Both()), hash(Child()), "__hash__" in EqOnly.__dict__)
for obj in (EqOnly(), Plain()):
    try:
        print(type(obj).__name__, len({obj}))
    except TypeError as e:
        print("TypeError:", e)
class Restored(EqOnly):
    __hash__ = Base.__hash__
print(hash(Restored()), {Restored(): 1}[Restored()])
