class Tree:
    def __init__(self, value, left=None, right=None):
        self.value, self.left, self.right = value, left, right
    def inorder(self):
        if self.left:
            yield from self.left.inorder()
        yield self.value
        if self.right:
            yield from self.right.inorder()
    def preorder(self):
        yield self.value
        for child in (self.left, self.right):
            if child:
                yield from child.preorder()
    def __iter__(self):
        return self.inorder()
    def depth(self):
        return 1 + max((c.depth() for c in (self.left, self.right) if c), default=0)
t = Tree(4, Tree(2, Tree(1), Tree(3)), Tree(6, Tree(5), Tree(7, None, Tree(8))))
print(list(t), list(t.preorder()), t.depth())
print(sum(t), max(t), 5 in t, [v for v in t if v % 2 == 0])
