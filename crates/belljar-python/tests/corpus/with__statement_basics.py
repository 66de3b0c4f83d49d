class CM:
    def __init__(self, name, suppress=False):
        self.name, self.suppress = name, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return self.suppress
with CM("a") as v:
    print("body got", v)
with CM("outer"), CM("inner"):
    print("nested body")
with CM("s", suppress=True):
    raise KeyError("hidden")
print("after suppressed")
try:
    with CM("p") as v, CM("q", suppress=False):
        raise ValueError("visible")
except ValueError as e:
    print("caught", e)
def f():
    with CM("ret"):
        return "returned from with"
print(f())
for i in range(3):
    with CM(f"loop{i}"):
        if i == 1:
            continue
        if i == 2:
            break
        print("body", i)
