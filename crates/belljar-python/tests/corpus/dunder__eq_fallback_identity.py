class NoEq:
    pass
class EqNotImpl:
    def __eq__(self, other):
        return NotImplemented
a, b = NoEq(), NoEq()
print(a == a, a == b, a != b, a != a)
c = EqNotImpl()
print(c == c, c == EqNotImpl(), c != c, c == 1, 1 == c)
print([a, c].index(c), a in [b, a], c in [EqNotImpl()])
class Eq5:
    def __eq__(self, other):
        return other == 5
print(Eq5() == 5, 5 == Eq5(), Eq5() != 5, [5].count(Eq5()), Eq5() in [1, 5])
