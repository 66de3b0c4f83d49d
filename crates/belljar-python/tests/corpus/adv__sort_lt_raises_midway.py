# A comparison that raises part-way through a sort leaves every item in the list.
class Flaky:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        Flaky.calls += 1
        if Flaky.calls == 7:
            raise ValueError("flaky")
        return self.v < other.v


items = [Flaky(v) for v in [5, 3, 8, 1, 9, 2, 7]]
try:
    items.sort()
except ValueError as e:
    print("ValueError", e)
print(sorted(x.v for x in items), len(items))
Flaky.calls = -1000
items.sort()
print([x.v for x in items])
