class Recorder:
    def __init__(self):
        self.seen = []
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        self.seen.append((et.__name__ if et else None, str(ev) if ev else None, tb is not None))
        return isinstance(ev, ArithmeticError)
r = Recorder()
with r:
    pass
with r:
    1 / 0
try:
    with r:
        [][0]
except IndexError:
    print("IndexError propagated")
print(r.seen)
class Replace:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et is KeyError:
            raise RuntimeError("replaced") from ev
        return False
try:
    with Replace():
        {}["x"]
except RuntimeError as e:
    print(e, "cause:", repr(e.__cause__))
