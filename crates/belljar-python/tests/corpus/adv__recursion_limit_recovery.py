# Hitting the recursion limit is catchable repeatedly, from functions, methods and dunders.
def down(n):
    return down(n + 1)


for _ in range(3):
    try:
        down(0)
    except RecursionError:
        print("caught")


class Node:
    def __init__(self):
        self.child = self

    def __len__(self):
        return len(self.child)

    def __eq__(self, other):
        return self.child == other


n = Node()
try:
    len(n)
except RecursionError:
    print("len RecursionError")
try:
    n == 1
except RecursionError:
    print("eq RecursionError")


def fact(k):
    return 1 if k <= 1 else k * fact(k - 1)


print(fact(200) % 1000003)
