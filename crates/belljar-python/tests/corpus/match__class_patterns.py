class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
class Circle:
    def __init__(self, center, r):
        self.center, self.r = center, r
def where(obj):
    match obj:
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=y):
            return f"on y axis at {y}"
        case Point(x, 0):
            return f"on x axis at {x}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return "somewhere"
        case Circle(center=Point(0, 0), r=r):
            return f"circle at origin r={r}"
        case Circle(r=r):
            return f"circle r={r}"
        case int() | float() as num:
            return f"number {num}"
        case str(s):
            return f"string {s}"
        case [Point(x1, y1), Point(x2, y2)]:
            return f"segment {x1},{y1}-{x2},{y2}"
        case _:
            return "unknown"
for o in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2), Circle(Point(0, 0), 4),
          Circle(Point(1, 1), 2), 7, 2.5, "hi", [Point(1, 2), Point(3, 4)], None]:
    print(where(o))
