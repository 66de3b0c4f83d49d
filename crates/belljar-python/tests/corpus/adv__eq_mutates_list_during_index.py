# __eq__ that mutates the list being searched: list.index / in / count / remove keep working.
class Evil:
    def __init__(self, target):
        self.target = target

    def __eq__(self, other):
        if self.target:
            self.target.pop()
        return False

    __hash__ = object.__hash__


items = [1, 2, 3, 4, 5]
e = Evil(items)
print(e in items, items)
items = [1, 2, 3, 4, 5]
e = Evil(items)
print(items.count(e), items)
items = [1, 2, 3, 4, 5]
e = Evil(items)
try:
    items.index(e)
except ValueError as ex:
    print("ValueError")
print(items)
items = [1, 2, 3, 4, 5]
e = Evil(items)
try:
    items.remove(e)
except ValueError as ex:
    print("ValueError")
print(items)
