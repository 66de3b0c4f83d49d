print("before class")
class Demo:
    print("executing class body")
    x = 1
    y = x + 1
    items = [x, y]
    def method(self):
        return self.y
    if y > 1:
        flag = "set conditionally"
    for i in range(2):
        pass
    print("class body done")
print(Demo.x, Demo.y, Demo.items, Demo.flag, Demo.i, Demo().method())
print(sorted(k for k in ("x", "y", "items", "flag", "i", "method", "nope") if hasattr(Demo, k)))
