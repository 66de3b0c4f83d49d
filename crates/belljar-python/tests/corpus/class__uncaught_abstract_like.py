class Shape:
    def area(self):
        raise NotImplementedError("subclasses must implement area()")
class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return 3 * self.r ** 2
print(Circle(2).area())
print(Shape().area())
