# Rich comparisons may return any object; containers and sorting use its truth.
class V:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return "yes" if self.v == other.v else ""

    def __lt__(self, other):
        return [1] if self.v < other.v else []

    def __repr__(self):
        return f"V({self.v})"

    __hash__ = object.__hash__


print(V(1) == V(1), repr(V(1) == V(2)), V(1) < V(2))
print(V(1) in [V(0), V(1)], [V(1)] == [V(1)], (V(1),) == (V(2),))
print(sorted([V(3), V(1), V(2)]), min([V(3), V(1)]), max([V(3), V(1)]))
print(V(1) != V(1), V(1) != V(2))
print([V(2)].index(V(2)), [V(2), V(2)].count(V(2)))
