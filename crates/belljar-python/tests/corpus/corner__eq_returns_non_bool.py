class Vector:
    def __init__(self, *xs):
        self.xs = xs
    def __eq__(self, other):
        return [a == b for a, b in zip(self.xs, other.xs)]
    def __repr__(self):
        return f"V{self.xs}"
r = Vector(1, 2, 3) == Vector(1, 0, 3)
print(r, type(r).__name__)
print(bool(Vector(1) == Vector(2)), bool(Vector() == Vector()))
print(Vector(1) != Vector(1))
print(Vector(1) in [Vector(2)])
class Weird:
    def __eq__(self, other):
        return "yes"
print(Weird() == 1, 1 == Weird(), Weird() != 1, [Weird()] == [1])
