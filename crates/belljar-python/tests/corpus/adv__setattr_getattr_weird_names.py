# getattr/setattr with names that are not identifiers, and dunder attribute access.
class Bag:
    pass


b = Bag()
setattr(b, "with space", 1)
setattr(b, "123", 2)
setattr(b, "", 3)
setattr(b, "é", 4)
print(getattr(b, "with space"), getattr(b, "123"), getattr(b, ""), b.é)
print(sorted(vars(b)))
print(hasattr(b, "with space"), hasattr(b, "nope"), getattr(b, "nope", "dflt"))
delattr(b, "123")
print(sorted(b.__dict__))
try:
    getattr(b, "123")
except AttributeError as e:
    print("AttributeError:", e)
print(type(b).__name__, b.__class__ is Bag, Bag.__name__, Bag.__qualname__)
print(getattr(Bag, "__name__"), getattr(b, "__class__").__name__)
try:
    getattr(b, "x", 1, 2)
except TypeError as e:
    print("TypeError:", e)
