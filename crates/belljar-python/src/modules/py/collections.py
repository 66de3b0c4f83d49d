"""collections: defaultdict, Counter, deque, namedtuple, OrderedDict (Belljar's own code; runs in
the module's namespace, so user globals never reach it). defaultdict, Counter and OrderedDict
are subclasses of dict and namedtuple classes subclasses of tuple, as in CPython."""

__all__ = [
    "defaultdict",
    "Counter",
    "deque",
    "namedtuple",
    "OrderedDict",
]

_MISSING = object()


class defaultdict(dict):
    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError("first argument must be callable or None")
        dict.__init__(self, *args, **kwargs)
        self.default_factory = default_factory

    def __missing__(self, key):
        factory = self.default_factory
        if factory is None:
            raise KeyError(key)
        value = factory()
        self[key] = value
        return value

    def __repr__(self):
        return "defaultdict(" + repr(self.default_factory) + ", " + dict.__repr__(self) + ")"

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new


def _counter_keep(counter, pairs):
    for key, count in pairs:
        if count > 0:
            dict.__setitem__(counter, key, count)
    return counter


class Counter(dict):
    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        ranked = sorted(self.items(), key=lambda item: item[1], reverse=True)
        if n is None:
            return ranked
        return ranked[:max(n, 0)]

    def elements(self):
        for key, count in self.items():
            for _ in range(count):
                yield key

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            "Counter.fromkeys() is undefined.  Use Counter(iterable) instead.")

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, dict):
                if self:
                    for key, count in iterable.items():
                        self[key] = count + self.get(key, 0)
                else:
                    dict.update(self, iterable)
            else:
                for key in iterable:
                    self[key] = self.get(key, 0) + 1
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, dict):
                for key, count in iterable.items():
                    self[key] = self.get(key, 0) - count
            else:
                for key in iterable:
                    self[key] = self.get(key, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return self.__class__(self)

    __copy__ = copy

    def __delitem__(self, key):
        if key in self:
            dict.__delitem__(self, key)

    def __repr__(self):
        name = self.__class__.__name__
        if not self:
            return name + "()"
        try:
            shown = dict(self.most_common())
        except TypeError:
            shown = dict(self)
        return name + "(" + repr(shown) + ")"

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[k] == other[k] for c in (self, other) for k in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[k] <= other[k] for c in (self, other) for k in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[k] >= other[k] for c in (self, other) for k in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        pairs = [(k, c + other[k]) for k, c in self.items()]
        pairs += [(k, c) for k, c in other.items() if k not in self]
        return _counter_keep(Counter(), pairs)

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        pairs = [(k, c - other[k]) for k, c in self.items()]
        pairs += [(k, -c) for k, c in other.items() if k not in self]
        return _counter_keep(Counter(), pairs)

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        pairs = [(k, max(c, other[k])) for k, c in self.items()]
        pairs += [(k, c) for k, c in other.items() if k not in self]
        return _counter_keep(Counter(), pairs)

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return _counter_keep(Counter(), [(k, min(c, other[k])) for k, c in self.items()])

    def __pos__(self):
        return _counter_keep(Counter(), list(self.items()))

    def __neg__(self):
        return _counter_keep(Counter(), [(k, -c) for k, c in self.items()])

    def _drop_nonpositive(self):
        for key in [k for k, c in self.items() if not c > 0]:
            dict.__delitem__(self, key)
        return self

    def __iadd__(self, other):
        for key, count in other.items():
            self[key] += count
        return self._drop_nonpositive()

    def __isub__(self, other):
        for key, count in other.items():
            self[key] -= count
        return self._drop_nonpositive()

    def __ior__(self, other):
        for key, count in other.items():
            if count > self[key]:
                self[key] = count
        return self._drop_nonpositive()

    def __iand__(self, other):
        for key, count in list(self.items()):
            if other[key] < count:
                self[key] = other[key]
        return self._drop_nonpositive()


class OrderedDict(dict):
    def __repr__(self):
        name = self.__class__.__name__
        if not self:
            return name + "()"
        return name + "(" + repr(list(self.items())) + ")"

    def move_to_end(self, key, last=True):
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
        else:
            rest = list(self.items())
            dict.clear(self)
            dict.__setitem__(self, key, value)
            dict.update(self, rest)

    def popitem(self, last=True):
        if not self:
            raise KeyError("dictionary is empty")
        key = next(reversed(list(self))) if last else next(iter(self))
        return key, dict.pop(self, key)

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and list(self) == list(other)
        return dict.__eq__(self, other)

    def __ne__(self, other):
        result = self.__eq__(other)
        if result is NotImplemented:
            return result
        return not result

    __hash__ = None

    def copy(self):
        return self.__class__(self)

    __copy__ = copy

    def __reversed__(self):
        return reversed(list(self))

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(other)
        new.update(self)
        return new


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


def _names_list(names):
    quoted = ["'" + n + "'" for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return quoted[0] + " and " + quoted[1]
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    field_names = list(map(str, field_names))
    typename = str(typename)
    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier() or name.startswith("_") or name in seen
                    or name in _KEYWORDS):
                field_names[index] = "_" + str(index)
            seen.add(name)
    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError("Type names and field names must be strings")
        if not name.isidentifier():
            raise ValueError("Type names and field names must be valid identifiers: " + repr(name))
        if name in _KEYWORDS:
            raise ValueError("Type names and field names cannot be a keyword: " + repr(name))
    seen = set()
    for name in field_names:
        if name.startswith("_") and not rename:
            raise ValueError("Field names cannot start with an underscore: " + repr(name))
        if name in seen:
            raise ValueError("Encountered duplicate field name: " + repr(name))
        seen.add(name)
    fields = tuple(field_names)
    nfields = len(fields)
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > nfields:
            raise TypeError("Got more default values than field names")
        field_defaults = dict(zip(fields[nfields - len(defaults):], defaults))
    qual = typename + ".__new__()"

    def __new__(cls, *args, **kwargs):
        if len(args) > nfields:
            if field_defaults:
                takes = "from " + str(nfields + 1 - len(field_defaults)) + " to " + str(nfields + 1)
            else:
                takes = str(nfields + 1)
            raise TypeError(qual + " takes " + takes + " positional argument"
                            + ("" if nfields == 0 else "s") + " but " + str(len(args) + 1)
                            + " were given")
        values = list(args)
        for key in kwargs:
            if key not in fields:
                raise TypeError(qual + " got an unexpected keyword argument " + repr(key))
            if fields.index(key) < len(args):
                raise TypeError(qual + " got multiple values for argument " + repr(key))
        missing = []
        for name in fields[len(args):]:
            if name in kwargs:
                values.append(kwargs[name])
            elif name in field_defaults:
                values.append(field_defaults[name])
            else:
                missing.append(name)
        if missing:
            raise TypeError(qual + " missing " + str(len(missing)) + " required positional argument"
                            + ("" if len(missing) == 1 else "s") + ": " + _names_list(missing))
        return tuple.__new__(cls, values)

    def _make(cls, iterable):
        result = tuple.__new__(cls, iterable)
        if len(result) != nfields:
            raise TypeError("Expected " + str(nfields) + " arguments, got " + str(len(result)))
        return result

    def _replace(self, /, **kwds):
        values = [kwds.pop(name, value) for name, value in zip(fields, self)]
        if kwds:
            raise ValueError("Got unexpected field names: " + repr(list(kwds)))
        return self._make(values)

    def __repr__(self):
        return (self.__class__.__name__ + "("
                + ", ".join(n + "=" + repr(v) for n, v in zip(fields, self)) + ")")

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    ns = {
        "__doc__": typename + "(" + ", ".join(fields) + ")",
        "__slots__": (),
        "_fields": fields,
        "_field_defaults": field_defaults,
        "__match_args__": fields,
        "__new__": __new__,
        "_make": classmethod(_make),
        "_replace": _replace,
        "__repr__": __repr__,
        "_asdict": _asdict,
        "__getnewargs__": __getnewargs__,
        "__module__": "__main__" if module is None else module,
    }
    for index, name in enumerate(fields):
        ns[name] = property(lambda self, i=index: tuple.__getitem__(self, i))
    return type(typename, (tuple,), ns)


_KEYWORDS = frozenset([
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
    "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
    "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
    "try", "while", "with", "yield",
])
