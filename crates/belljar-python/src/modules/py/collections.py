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
                _count_elements(self, iterable)
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


_sys_maxsize = (1 << 63) - 1


class _MappingMixins:
    # The methods collections.abc.MutableMapping would give (this module does not import
    # collections.abc, which registers these classes when it is imported).

    def get(self, key, default=None):
        return self[key] if key in self else default

    def keys(self):
        return _KeysOf(self)

    def items(self):
        return _ItemsOf(self)

    def values(self):
        return _ValuesOf(self)

    def __eq__(self, other):
        if not isinstance(other, (dict, _MappingMixins)):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    def pop(self, key, *default):
        try:
            value = self[key]
        except KeyError:
            if default:
                return default[0]
            raise
        del self[key]
        return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        if hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


class _ViewOf:
    _kind = 'View'

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f'{self._kind}({self._mapping!r})'


class _KeysOf(_ViewOf):
    _kind = 'KeysView'
    def __iter__(self):
        yield from self._mapping

    def __contains__(self, key):
        return key in self._mapping


class _ItemsOf(_ViewOf):
    _kind = 'ItemsView'
    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        return v is value or v == value


class _ValuesOf(_ViewOf):
    _kind = 'ValuesView'
    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]

    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False


class ChainMap(_MappingMixins):
    """A ChainMap groups multiple dicts (or other mappings) together
    to create a single, updateable view."""

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                return mapping[key]
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        d = {}
        for mapping in reversed(self.maps):
            d.update(dict.fromkeys(mapping))
        return iter(d)

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        return f'{self.__class__.__name__}({", ".join(map(repr, self.maps))})'

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def clear(self):
        self.maps[0].clear()

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, (dict, _MappingMixins)):
            return NotImplemented
        m = self.copy()
        m.maps[0].update(other)
        return m

    def __ror__(self, other):
        if not isinstance(other, (dict, _MappingMixins)):
            return NotImplemented
        m = dict(other)
        for child in reversed(self.maps):
            m.update(child)
        return self.__class__(m)


class UserDict(_MappingMixins):
    """A more or less complete user-defined wrapper around dictionary objects."""

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(self.__class__, "__missing__"):
            return self.__class__.__missing__(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def get(self, key, default=None):
        if key in self:
            return self[key]
        return default

    def __repr__(self):
        return repr(self.data)

    def __or__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(self.data | other.data)
        if isinstance(other, dict):
            return self.__class__(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(other.data | self.data)
        if isinstance(other, dict):
            return self.__class__(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        if isinstance(other, UserDict):
            self.data |= other.data
        else:
            self.data |= other
        return self

    def __copy__(self):
        inst = self.__class__.__new__(self.__class__)
        inst.__dict__.update(self.__dict__)
        inst.__dict__["data"] = self.__dict__["data"].copy()
        return inst

    def copy(self):
        if self.__class__ is UserDict:
            return UserDict(self.data.copy())
        import copy
        data = self.data
        try:
            self.data = {}
            c = copy.copy(self)
        finally:
            self.data = data
        c.update(self)
        return c

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d


class UserList:
    """A more or less complete user-defined wrapper around list objects."""

    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if type(initlist) == type(self.data):
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def __lt__(self, other):
        return self.data < self.__cast(other)

    def __le__(self, other):
        return self.data <= self.__cast(other)

    def __eq__(self, other):
        return self.data == self.__cast(other)

    def __gt__(self, other):
        return self.data > self.__cast(other)

    def __ge__(self, other):
        return self.data >= self.__cast(other)

    def __cast(self, other):
        return other.data if isinstance(other, UserList) else other

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.__class__(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __iter__(self):
        return iter(self.data)

    def __reversed__(self):
        return reversed(self.data)

    def __add__(self, other):
        if isinstance(other, UserList):
            return self.__class__(self.data + other.data)
        elif isinstance(other, type(self.data)):
            return self.__class__(self.data + other)
        return self.__class__(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return self.__class__(other.data + self.data)
        elif isinstance(other, type(self.data)):
            return self.__class__(other + self.data)
        return self.__class__(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        elif isinstance(other, type(self.data)):
            self.data += other
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        inst = self.__class__.__new__(self.__class__)
        inst.__dict__.update(self.__dict__)
        inst.__dict__["data"] = self.__dict__["data"][:]
        return inst

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)


class UserString:
    """A user-defined wrapper around string objects."""

    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __complex__(self):
        return complex(self.data)

    def __hash__(self):
        return hash(self.data)

    def __getnewargs__(self):
        return (self.data[:],)

    def __eq__(self, string):
        if isinstance(string, UserString):
            return self.data == string.data
        return self.data == string

    def __lt__(self, string):
        if isinstance(string, UserString):
            return self.data < string.data
        return self.data < string

    def __le__(self, string):
        if isinstance(string, UserString):
            return self.data <= string.data
        return self.data <= string

    def __gt__(self, string):
        if isinstance(string, UserString):
            return self.data > string.data
        return self.data > string

    def __ge__(self, string):
        if isinstance(string, UserString):
            return self.data >= string.data
        return self.data >= string

    def __contains__(self, char):
        if isinstance(char, UserString):
            char = char.data
        return char in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __iter__(self):
        return iter(self.data)

    def __reversed__(self):
        return reversed(self.data)

    def __add__(self, other):
        if isinstance(other, UserString):
            return self.__class__(self.data + other.data)
        elif isinstance(other, str):
            return self.__class__(self.data + other)
        return self.__class__(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return self.__class__(other + self.data)
        return self.__class__(str(other) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    def __rmod__(self, template):
        return self.__class__(str(template) % self)

    def capitalize(self):
        return self.__class__(self.data.capitalize())

    def casefold(self):
        return self.__class__(self.data.casefold())

    def center(self, width, *args):
        return self.__class__(self.data.center(width, *args))

    def count(self, sub, start=0, end=_sys_maxsize):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.count(sub, start, end)

    def removeprefix(self, prefix, /):
        if isinstance(prefix, UserString):
            prefix = prefix.data
        return self.__class__(self.data.removeprefix(prefix))

    def removesuffix(self, suffix, /):
        if isinstance(suffix, UserString):
            suffix = suffix.data
        return self.__class__(self.data.removesuffix(suffix))

    def encode(self, encoding='utf-8', errors='strict'):
        encoding = 'utf-8' if encoding is None else encoding
        errors = 'strict' if errors is None else errors
        return self.data.encode(encoding, errors)

    def endswith(self, suffix, start=0, end=_sys_maxsize):
        return self.data.endswith(suffix, start, end)

    def expandtabs(self, tabsize=8):
        return self.__class__(self.data.expandtabs(tabsize))

    def find(self, sub, start=0, end=_sys_maxsize):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.find(sub, start, end)

    def format(self, /, *args, **kwds):
        return self.data.format(*args, **kwds)

    def format_map(self, mapping):
        return self.data.format_map(mapping)

    def index(self, sub, start=0, end=_sys_maxsize):
        return self.data.index(sub, start, end)

    def isalpha(self):
        return self.data.isalpha()

    def isalnum(self):
        return self.data.isalnum()

    def isascii(self):
        return self.data.isascii()

    def isdecimal(self):
        return self.data.isdecimal()

    def isdigit(self):
        return self.data.isdigit()

    def isidentifier(self):
        return self.data.isidentifier()

    def islower(self):
        return self.data.islower()

    def isnumeric(self):
        return self.data.isnumeric()

    def isprintable(self):
        return self.data.isprintable()

    def isspace(self):
        return self.data.isspace()

    def istitle(self):
        return self.data.istitle()

    def isupper(self):
        return self.data.isupper()

    def join(self, seq):
        return self.data.join(seq)

    def ljust(self, width, *args):
        return self.__class__(self.data.ljust(width, *args))

    def lower(self):
        return self.__class__(self.data.lower())

    def lstrip(self, chars=None):
        return self.__class__(self.data.lstrip(chars))

    maketrans = str.maketrans

    def partition(self, sep):
        return self.data.partition(sep)

    def replace(self, old, new, maxsplit=-1):
        if isinstance(old, UserString):
            old = old.data
        if isinstance(new, UserString):
            new = new.data
        return self.__class__(self.data.replace(old, new, maxsplit))

    def rfind(self, sub, start=0, end=_sys_maxsize):
        if isinstance(sub, UserString):
            sub = sub.data
        return self.data.rfind(sub, start, end)

    def rindex(self, sub, start=0, end=_sys_maxsize):
        return self.data.rindex(sub, start, end)

    def rjust(self, width, *args):
        return self.__class__(self.data.rjust(width, *args))

    def rpartition(self, sep):
        return self.data.rpartition(sep)

    def rstrip(self, chars=None):
        return self.__class__(self.data.rstrip(chars))

    def split(self, sep=None, maxsplit=-1):
        return self.data.split(sep, maxsplit)

    def rsplit(self, sep=None, maxsplit=-1):
        return self.data.rsplit(sep, maxsplit)

    def splitlines(self, keepends=False):
        return self.data.splitlines(keepends)

    def startswith(self, prefix, start=0, end=_sys_maxsize):
        return self.data.startswith(prefix, start, end)

    def strip(self, chars=None):
        return self.__class__(self.data.strip(chars))

    def swapcase(self):
        return self.__class__(self.data.swapcase())

    def title(self):
        return self.__class__(self.data.title())

    def translate(self, *args):
        return self.__class__(self.data.translate(*args))

    def upper(self):
        return self.__class__(self.data.upper())

    def zfill(self, width):
        return self.__class__(self.data.zfill(width))
