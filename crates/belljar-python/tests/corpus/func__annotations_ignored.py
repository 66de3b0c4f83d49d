from_val: int = 5
name: str
def add(a: int, b: "float | None" = None) -> list[int]:
    result: list[int] = [a]
    if b is not None:
        result.append(b)
    return result
print(add(1), add(1, 2.5), from_val)
class Point:
    x: int
    y: int = 0
    def __init__(self, x: int) -> None:
        self.x = x
p = Point(3)
print(p.x, p.y)
try:
    print(name)
except NameError as e:
    print("NameError:", e)
def weird(x: undefined_name_is_fine_in_annotation if False else int) -> None:
    return None
print(weird(1))
