"""collections: defaultdict, Counter, deque, namedtuple, OrderedDict (Belljar's own code; runs in
the module's namespace, so user globals never reach it)."""

__all__ = [
    "defaultdict",
    "Counter",
    "deque",
    "namedtuple",
    "OrderedDict",
]

_MISSING = object()

class defaultdict:
    def __init__(self, default_factory=None, *args, **kwargs):
        self.default_factory = default_factory
        self._d = dict(*args, **kwargs)
    def __getitem__(self, key):
        if key in self._d:
            return self._d[key]
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self._d[key] = value
        return value
    def __setitem__(self, key, value):
        self._d[key] = value
    def __delitem__(self, key):
        del self._d[key]
    def __contains__(self, key):
        return key in self._d
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
    def __eq__(self, other):
        if isinstance(other, defaultdict):
            return self._d == other._d
        return self._d == other
    def __repr__(self):
        f = self.default_factory
        fr = "None" if f is None else repr(f)
        return "defaultdict(" + fr + ", " + repr(self._d) + ")"
    def get(self, key, default=None):
        return self._d.get(key, default)
    def keys(self):
        return self._d.keys()
    def values(self):
        return self._d.values()
    def items(self):
        return self._d.items()
    def pop(self, key, *default):
        return self._d.pop(key, *default)
    def popitem(self):
        return self._d.popitem()
    def setdefault(self, key, default=None):
        return self._d.setdefault(key, default)
    def update(self, *args, **kwargs):
        self._d.update(*args, **kwargs)
    def clear(self):
        self._d.clear()
    def copy(self):
        return defaultdict(self.default_factory, self._d)

class Counter:
    def __init__(self, iterable=None, **kwargs):
        self._d = {}
        self.update(iterable, **kwargs)
    def update(self, iterable=None, **kwargs):
        if iterable is not None:
            if isinstance(iterable, (dict, Counter)):
                for k, v in iterable.items():
                    self._d[k] = self._d.get(k, 0) + v
            else:
                for k in iterable:
                    self._d[k] = self._d.get(k, 0) + 1
        for k, v in kwargs.items():
            self._d[k] = self._d.get(k, 0) + v
    def subtract(self, iterable=None, **kwargs):
        if iterable is not None:
            if isinstance(iterable, (dict, Counter)):
                for k, v in iterable.items():
                    self._d[k] = self._d.get(k, 0) - v
            else:
                for k in iterable:
                    self._d[k] = self._d.get(k, 0) - 1
        for k, v in kwargs.items():
            self._d[k] = self._d.get(k, 0) - v
    def __getitem__(self, key):
        return self._d.get(key, 0)
    def __setitem__(self, key, value):
        self._d[key] = value
    def __delitem__(self, key):
        if key in self._d:
            del self._d[key]
    def __contains__(self, key):
        return key in self._d
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
    def __eq__(self, other):
        if isinstance(other, Counter):
            return self._d == other._d
        return self._d == other
    def keys(self):
        return self._d.keys()
    def values(self):
        return self._d.values()
    def items(self):
        return self._d.items()
    def get(self, key, default=None):
        return self._d.get(key, default)
    def pop(self, key, *default):
        return self._d.pop(key, *default)
    def total(self):
        return sum(self._d.values())
    def most_common(self, n=None):
        items = sorted(self._d.items(), key=lambda kv: kv[1], reverse=True)
        return items if n is None else items[:n]
    def elements(self):
        for k, v in self._d.items():
            for _ in range(v):
                yield k
    def copy(self):
        return Counter(self._d)
    def __add__(self, other):
        r = Counter()
        for k in list(self._d) + [k for k in other._d if k not in self._d]:
            v = self._d.get(k, 0) + other._d.get(k, 0)
            if v > 0:
                r._d[k] = v
        return r
    def __sub__(self, other):
        r = Counter()
        for k, v in self._d.items():
            v = v - other._d.get(k, 0)
            if v > 0:
                r._d[k] = v
        return r
    def __or__(self, other):
        r = Counter()
        for k in list(self._d) + [k for k in other._d if k not in self._d]:
            v = max(self._d.get(k, 0), other._d.get(k, 0))
            if v > 0:
                r._d[k] = v
        return r
    def __and__(self, other):
        r = Counter()
        for k, v in self._d.items():
            v = min(v, other._d.get(k, 0))
            if v > 0:
                r._d[k] = v
        return r
    def __pos__(self):
        r = Counter()
        for k, v in self._d.items():
            if v > 0:
                r._d[k] = v
        return r
    def __neg__(self):
        r = Counter()
        for k, v in self._d.items():
            if v < 0:
                r._d[k] = -v
        return r
    def __repr__(self):
        if not self._d:
            return "Counter()"
        items = sorted(self._d.items(), key=lambda kv: kv[1], reverse=True)
        return "Counter({" + ", ".join(repr(k) + ": " + repr(v) for k, v in items) + "})"

class deque:
    def __init__(self, iterable=(), maxlen=None):
        self.maxlen = maxlen
        self._l = []
        for x in iterable:
            self.append(x)
    def append(self, x):
        self._l.append(x)
        if self.maxlen is not None and len(self._l) > self.maxlen:
            del self._l[0]
    def appendleft(self, x):
        self._l.insert(0, x)
        if self.maxlen is not None and len(self._l) > self.maxlen:
            self._l.pop()
    def pop(self):
        if not self._l:
            raise IndexError("pop from an empty deque")
        return self._l.pop()
    def popleft(self):
        if not self._l:
            raise IndexError("pop from an empty deque")
        return self._l.pop(0)
    def extend(self, iterable):
        for x in iterable:
            self.append(x)
    def extendleft(self, iterable):
        for x in iterable:
            self.appendleft(x)
    def rotate(self, n=1):
        if self._l:
            n = n % len(self._l)
            self._l[:] = self._l[-n:] + self._l[:-n]
    def clear(self):
        self._l.clear()
    def count(self, x):
        return self._l.count(x)
    def index(self, x):
        return self._l.index(x)
    def remove(self, x):
        self._l.remove(x)
    def reverse(self):
        self._l.reverse()
    def __len__(self):
        return len(self._l)
    def __iter__(self):
        return iter(self._l)
    def __reversed__(self):
        return reversed(self._l)
    def __getitem__(self, i):
        return self._l[i]
    def __setitem__(self, i, v):
        self._l[i] = v
    def __contains__(self, x):
        return x in self._l
    def __eq__(self, other):
        return isinstance(other, deque) and self._l == other._l
    def __bool__(self):
        return len(self._l) > 0
    def __repr__(self):
        if self.maxlen is None:
            return "deque(" + repr(self._l) + ")"
        return "deque(" + repr(self._l) + ", maxlen=" + repr(self.maxlen) + ")"

def namedtuple(typename, field_names, defaults=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    fields = tuple(field_names)
    defaults = tuple(defaults) if defaults else ()

    class _NT:
        _fields = fields
        __match_args__ = fields
        def __init__(self, *args, **kwargs):
            values = list(args)
            n_missing = len(fields) - len(values)
            for name in fields[len(values):]:
                if name in kwargs:
                    values.append(kwargs.pop(name))
                else:
                    idx = fields.index(name) - (len(fields) - len(defaults))
                    if idx >= 0:
                        values.append(defaults[idx])
                    else:
                        raise TypeError(typename + ".__new__() missing required argument: " + repr(name))
            if len(values) > len(fields):
                raise TypeError(typename + ".__new__() takes " + str(len(fields) + 1) + " positional arguments but " + str(len(values) + 1) + " were given")
            if kwargs:
                raise TypeError(typename + ".__new__() got an unexpected keyword argument " + repr(list(kwargs)[0]))
            self._values = tuple(values)
            for name, v in zip(fields, values):
                object.__setattr__(self, name, v)
        def __getitem__(self, i):
            return self._values[i]
        def __iter__(self):
            return iter(self._values)
        def __len__(self):
            return len(self._values)
        def __eq__(self, other):
            if hasattr(other, "_values"):
                return self._values == other._values
            return self._values == other
        def __lt__(self, other):
            return self._values < tuple(other)
        def __hash__(self):
            return hash(self._values)
        def __repr__(self):
            return typename + "(" + ", ".join(n + "=" + repr(v) for n, v in zip(fields, self._values)) + ")"
        def _asdict(self):
            return dict(zip(fields, self._values))
        def _replace(self, **kwargs):
            d = dict(zip(fields, self._values))
            d.update(kwargs)
            return _NT(**d)
        def count(self, x):
            return self._values.count(x)
        def index(self, x):
            return self._values.index(x)
    _NT.__name__ = typename
    _NT.__qualname__ = typename
    return _NT

OrderedDict = dict
