# Exceptions raised from __eq__ during dict/list operations propagate out of the builtin.
class Boom:
    def __eq__(self, other):
        raise ArithmeticError("eq")

    def __hash__(self):
        return 1


d = {Boom(): 1}
for f in [
    lambda: d[Boom()],
    lambda: Boom() in d,
    lambda: [Boom()].index(Boom()),
    lambda: [1, Boom()].count(1),
    lambda: Boom() in [Boom()],
    lambda: (Boom(),) == (Boom(),),
    lambda: {Boom()} == {Boom()},
    lambda: [Boom()].remove(0),
]:
    try:
        print(f())
    except ArithmeticError as e:
        print("ArithmeticError", e)
b = Boom()
print(b in [b], [b] == [b], [b].index(b), (b,) == (b,))
