# Wrappers nested deep: attribute lookups and calls unwrap them without running out of stack.
def f():
    return "called"


s = f
for i in range(5000):
    s = staticmethod(s)
print(s.__name__, type(s).__name__)
print(s.__func__.__name__)


class K:
    m = s


print(K.m.__name__)
try:
    print(K.m())
except RecursionError:
    print("RecursionError")

t = f
for i in range(50):
    t = staticmethod(t)
print(t())


class L:
    m = t


print(L.m(), L().m())
