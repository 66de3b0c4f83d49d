# Assigning a class's __name__/__qualname__ changes its repr and type errors; wrong types fail.
class Bag:
    pass


try:
    Bag.__name__ = 5
except TypeError as e:
    print("TypeError:", e)
Bag.__name__ = "Renamed"
print(Bag.__name__, Bag.__qualname__, repr(Bag))
Bag.__qualname__ = "Outer.Renamed"
print(repr(Bag), type(Bag()).__name__)
try:
    len(Bag())
except TypeError as e:
    print("TypeError:", e)
try:
    Bag.__qualname__ = None
except TypeError as e:
    print("TypeError:", e)
