# __eq__ that mutates the lists being compared: no crash, CPython's answers.
class Shrinker:
    def __init__(self, victim):
        self.victim = victim

    def __eq__(self, other):
        self.victim.clear()
        return True

    __hash__ = object.__hash__


a = [1, 2, 3]
b = [1, 2, 3]
a[0] = Shrinker(a)
print(a == b, a, len(b))

x = [0, 0, 0, 0]
y = [0, 0, 0, 0]


class Grower:
    def __eq__(self, other):
        y.append(0)
        return True

    __hash__ = object.__hash__


x[0] = Grower()
print(x == y, len(y))

victims = [1, 2, 3]


class Popper:
    def __repr__(self):
        return "Popper()"

    def __eq__(self, other):
        if victims:
            victims.pop()
        return False

    __hash__ = object.__hash__


print(Popper() in victims, victims)
items = [Popper(), Popper(), 5]
victims = [7, 8, 9, 5]
print(items.count(5), victims)
try:
    print(victims.index(Popper()))
except ValueError as e:
    print("ValueError:", e)
print(victims)
