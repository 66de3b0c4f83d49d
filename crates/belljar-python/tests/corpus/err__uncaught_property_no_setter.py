class Circle:
    def __init__(self, r):
        self.r = r
    @property
    def area(self):
        return 3.14 * self.r ** 2
c = Circle(1)
print(c.area)
c.area = 10
