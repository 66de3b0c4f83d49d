# namedtuple constructor errors.
from collections import namedtuple

Point = namedtuple("Point", "x y")
print(Point(1, 2), Point(x=1, y=2)._replace(y=5))
try:
    Point(1)
except TypeError as e:
    print(e)
Point(1, 2, 3)
