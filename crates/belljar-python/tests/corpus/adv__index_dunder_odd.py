# __index__ returning odd things, used for indexing and range.
class I:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


data = list(range(10))
print(data[I(3)], data[I(-1)], data[I(2):I(5)], "abcdef"[I(1)])
print(range(I(3)), list(range(I(1), I(7), I(2))), bin(I(5)), hex(I(255)))
for bad in (I("x"), I(1.5), I(None)):
    try:
        data[bad]
    except TypeError as e:
        print("TypeError:", e)
print([0] * I(3), "ab" * I(2))
