from collections import OrderedDict, Counter, defaultdict
class D(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 2)
print(D.fromkeys("ab", 1), type(D.fromkeys("a", 0)).__name__, dict.fromkeys("x"), D().fromkeys("z", 3), OrderedDict.fromkeys("ab"))
try:
    Counter.fromkeys("a")
except NotImplementedError as e:
    print(e)
print(defaultdict.fromkeys("ab"))
