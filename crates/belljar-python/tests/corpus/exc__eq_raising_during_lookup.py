class Fragile:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 0
    def __eq__(self, other):
        raise RuntimeError(f"cannot compare {self.v}")
d = {Fragile(1): "one"}
print(len(d))
try:
    d[Fragile(2)]
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    Fragile(3) in [Fragile(4)]
except RuntimeError as e:
    print("RuntimeError:", e)
print(Fragile(5) in [], [1, 2].count(2))
