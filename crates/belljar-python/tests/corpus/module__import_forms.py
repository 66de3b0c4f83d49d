# The forms of import statement, module identity and star imports.
import math
import math as m2
import collections, itertools
from math import (floor, ceil,
                  sqrt as root)
from string import *
from collections import *

print(math is m2, floor(2.5), ceil(2.5), root(16.0))
import math
print(math is m2)
print(ascii_lowercase[:5], digits, len(punctuation))
print(Counter("aab")["a"], deque([1]).maxlen)
print(sorted(n for n in ["Counter", "deque", "namedtuple", "OrderedDict", "defaultdict"]
             if n in dir(collections)))
try:
    from math import nope
except ImportError as e:
    print(type(e).__name__)
try:
    import nope_module_x
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
try:
    import math.nope
except ModuleNotFoundError as e:
    print(type(e).__name__, e)


def f():
    import json as j
    return j.dumps({"a": [1, 2]})


print(f())
import json
print(json.loads(f()) == {"a": [1, 2]})
