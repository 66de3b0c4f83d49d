class Strict:
    allowed = ("x", "y")
    def __setattr__(self, name, value):
        if name not in self.allowed:
            raise AttributeError(f"cannot set {name!r}")
        if not isinstance(value, int):
            raise TypeError(f"{name} must be int, got {type(value).__name__}")
        super().__setattr__(name, value)
s = Strict()
s.x = 1
s.y = 2
print(s.x, s.y)
for name, val in [("z", 3), ("x", "str")]:
    try:
        setattr(s, name, val)
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
print(vars(s))
