# __eq__ that mutates the container during list.remove/index/count and set.remove.
class Sneaky:
    def __init__(self, target, action):
        self.target = target
        self.action = action

    def __eq__(self, other):
        self.action(self.target)
        return False

    def __hash__(self):
        return 1

    def __repr__(self):
        return "Sneaky"


lst = [1, 2, 3, 4]
s = Sneaky(lst, lambda t: t.pop() if t else None)
try:
    lst.remove(s)
except ValueError as e:
    print("ValueError:", e)
print(lst)
lst = [1, 2, 3, 4, 5]
s = Sneaky(lst, lambda t: t.insert(0, 0) if len(t) < 12 else None)
print(lst.count(s), len(lst))
lst = [1, 2, 3]
s = Sneaky(lst, lambda t: t.clear())
try:
    print(lst.index(s))
except ValueError as e:
    print("ValueError:", e)
print(lst)


class SetEq:
    def __init__(self, target):
        self.target = target

    def __repr__(self):
        return "SetEq"

    def __hash__(self):
        return 1

    def __eq__(self, other):
        self.target.clear()
        return True


st = set()
st.add(1)
try:
    st.remove(SetEq(st))
    print("removed", st)
except (KeyError, RuntimeError) as e:
    print(type(e).__name__, e, st)
tup = (1, 2, 3)
victims = [1, 2, 3]
print(Sneaky(victims, lambda t: t.pop()) in tup, victims)
