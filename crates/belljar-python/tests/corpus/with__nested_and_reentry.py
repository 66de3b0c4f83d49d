class Tracker:
    depth = 0
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        Tracker.depth += 1
        print("  " * Tracker.depth + f"enter {self.name}")
        return self
    def __exit__(self, *exc):
        print("  " * Tracker.depth + f"exit {self.name}")
        Tracker.depth -= 1
        return False
with Tracker("outer"):
    with Tracker("middle"):
        with Tracker("inner"):
            print("  " * 4 + "work")
t = Tracker("reused")
with t:
    pass
with t as same:
    print(same is t)
def gen_with():
    with Tracker("in generator"):
        yield 1
        yield 2
for v in gen_with():
    print("yielded", v)
