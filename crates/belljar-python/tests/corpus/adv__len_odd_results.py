# __len__ returning negative, huge, non-int or raising.
class L:
    def __init__(self, v):
        self.v = v

    def __len__(self):
        if isinstance(self.v, Exception):
            raise self.v
        return self.v


for v in [3, 0, -1, 2**63, 2**100, 1.5, "3", None, True, ValueError("len")]:
    try:
        print(repr(v), len(L(v)))
    except Exception as e:
        print(repr(v), type(e).__name__, e)
for v in [0, 5, -1, 1.0]:
    try:
        print("bool", repr(v), bool(L(v)))
    except Exception as e:
        print("bool", repr(v), type(e).__name__, e)
