# list.sort: a key or comparison that mutates the list is ValueError: list modified during sort.
items = [3, 1, 2]


def key(x):
    items.append(x)
    return x


try:
    items.sort(key=key)
except ValueError as e:
    print("ValueError", e)
print(sorted(items))


class Cmp:
    def __init__(self, v, lst):
        self.v = v
        self.lst = lst

    def __lt__(self, other):
        self.lst.clear()
        return self.v < other.v


lst = []
lst.extend(Cmp(i, lst) for i in [3, 1, 2])
try:
    lst.sort()
except ValueError as e:
    print("ValueError", e)
print(len(lst))
lst2 = [5, 4]
lst2.sort(key=lambda x: -x)
print(lst2)
