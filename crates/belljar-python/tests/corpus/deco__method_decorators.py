def validate_positive(method):
    def wrapper(self, value):
        if value <= 0:
            raise ValueError(f"{method.__name__}: {value} is not positive")
        return method(self, value)
    return wrapper
class Tank:
    def __init__(self):
        self.level = 0
    @validate_positive
    def fill(self, amount):
        self.level += amount
        return self.level
    @validate_positive
    def drain(self, amount):
        self.level = max(0, self.level - amount)
        return self.level
t = Tank()
print(t.fill(10), t.drain(3))
for op, v in [(t.fill, -1), (t.drain, 0), (t.fill, 2)]:
    try:
        print(op(v))
    except ValueError as e:
        print("ValueError:", e)
