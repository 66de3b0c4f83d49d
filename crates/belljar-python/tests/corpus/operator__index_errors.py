# operator.index: PyNumber_Index's results and TypeErrors.
import operator
class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
class MyInt(int): pass
print(repr(operator.index(True)), operator.index(2 ** 70), operator.index(-5), operator.index(I(7)), type(operator.index(MyInt(3))).__name__)
for v in [None, 1.5, 'a', I('x'), I(2.0), [1]]:
    try:
        operator.index(v)
    except Exception as e:
        print(type(e).__name__, e)
