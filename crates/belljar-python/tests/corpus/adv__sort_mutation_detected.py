# list.sort detects the list being modified during the sort.
data = [5, 3, 1, 4, 2]


def key(x):
    data.append(x)
    return x


try:
    data.sort(key=key)
except ValueError as e:
    print("ValueError:", e)
print(data)


class Meddler:
    def __init__(self, v, target):
        self.v = v
        self.target = target

    def __lt__(self, other):
        self.target.clear()
        return self.v < other.v

    def __repr__(self):
        return f"M{self.v}"


lst = []
lst.extend(Meddler(v, lst) for v in [3, 1, 2])
try:
    lst.sort()
except ValueError as e:
    print("ValueError:", e)
print(lst)

lst2 = [3, 1, 2]


def peek(x):
    print("during sort the list looks like", lst2)
    return x


lst2.sort(key=peek)
print(lst2)
s = sorted(lst2, key=lambda v: (lst2.append(v), -v)[1])
print(s, lst2)
