# User code rebinding builtins at top level must not change how library modules behave.
import collections
from collections import Counter, defaultdict, deque, namedtuple, OrderedDict

len = 5
isinstance = None
type = "not a type"
iter = lambda *a: 1 / 0
sorted = None
super = None
object = 42
dict = list = set = tuple = None
getattr = setattr = hasattr = None
repr = str = int = None
range = enumerate = zip = next = None
min = max = sum = reversed = any = all = None
KeyError = StopIteration = IndexError = ValueError = None
callable = hash = id = map = filter = None
NotImplemented = None

c = Counter("abracadabra")
print(c.most_common(3))
print(c["a"], c["z"])
c.update("aaz")
print(c["a"], c["z"], c.total() if False else "")
d = defaultdict(lambda: [])
d["x"].append(1)
d["x"].append(2)
d["y"].append(3)
print(sorted_keys := [k for k in d], d["x"])
q = deque([1, 2, 3], maxlen=3)
q.append(4)
q.appendleft(0)
print(q, q.popleft(), q.pop())
P = namedtuple("P", "x y")
p = P(1, y=2)
print(p, p.x + p.y, p._replace(x=10), p._asdict())
od = OrderedDict()
od["b"] = 1
od["a"] = 2
od["c"] = 3
print([k for k in od], od["a"], "b" in od, od.get("z", "none"))
