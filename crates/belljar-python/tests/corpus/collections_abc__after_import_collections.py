import collections
print(hasattr(collections, "abc"))
print(collections.abc.Mapping, isinstance({}, collections.abc.Mapping))
d = collections.OrderedDict(a=1)
print(isinstance(d, collections.abc.MutableMapping), isinstance(collections.deque(), collections.abc.Sequence))
from collections import abc as cabc
print(cabc is collections.abc)
import collections.abc
print(collections.abc.Set.__name__)
