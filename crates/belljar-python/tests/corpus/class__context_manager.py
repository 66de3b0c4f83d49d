class Timer:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print(f"enter {self.name}")
        return self
    def __exit__(self, exc_type, exc, tb):
        print(f"exit {self.name}: {exc_type.__name__ if exc_type else None} {exc}")
        return False
with Timer("a") as t:
    print("inside", t.name)
try:
    with Timer("b"):
        raise ValueError("boom")
except ValueError as e:
    print("caught", e)
class Suppress:
    def __init__(self, *types):
        self.types = types
    def __enter__(self):
        return None
    def __exit__(self, et, ev, tb):
        return et is not None and issubclass(et, self.types)
with Suppress(KeyError, IndexError) as s:
    print("s is", s)
    [][1]
print("suppressed IndexError")
try:
    with Suppress(KeyError):
        1 / 0
except ZeroDivisionError as e:
    print("not suppressed:", e)
with Timer("x") as a, Timer("y") as b:
    print(a.name + b.name)
