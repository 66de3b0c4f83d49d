class Node:
    count = 0
    def __init__(self, value, children=None):
        self.value = value
        self.children = children or []
        Node.count += 1
    def add(self, *vals):
        for v in vals:
            self.children.append(Node(v))
        return self
    def walk(self, depth=0):
        yield depth, self.value
        for ch in self.children:
            yield from ch.walk(depth + 1)
root = Node("root").add("a", "b")
root.children[0].add("a1", "a2")
root.children[1].add("b1")
for depth, v in root.walk():
    print("  " * depth + v)
print(Node.count, sum(1 for _ in root.walk()))
class Bad:
    def __init__(self):
        return 5
try:
    Bad()
except TypeError as e:
    print("TypeError:", e)
