"""types: SimpleNamespace, MappingProxyType and the interpreter's own classes of functions,
methods, generators and the singletons, after CPython 3.11's `Lib/types.py`."""

def _f():
    pass

class _C:
    def _m(self):
        pass

def _g():
    yield 1

async def _co():
    pass

FunctionType = type(_f)
LambdaType = type(_f)
MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
GeneratorType = type(_g())
_c = _co()
CoroutineType = type(_c)
_c.close()
NoneType = type(None)
EllipsisType = type(...)
NotImplementedType = type(NotImplemented)
GenericAlias = type(list[int])
UnionType = type(int | None)
del _c

class SimpleNamespace:
    """A simple attribute-based namespace."""
    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        for k, v in kwargs.items():
            setattr(self, k, v)

    def __repr__(self):
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        if _repr_running.get(id(self)):
            return name + "(...)"
        _repr_running[id(self)] = True
        try:
            return name + "(" + ", ".join(k + "=" + repr(v) for k, v in self.__dict__.items()) + ")"
        finally:
            del _repr_running[id(self)]

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    __hash__ = None

_repr_running = {}

class mappingproxy:
    """A read-only view of a mapping."""
    def __init__(self, mapping):
        if not hasattr(mapping, "keys") or not hasattr(mapping, "__getitem__") or isinstance(mapping, (list, tuple)):
            raise TypeError("mappingproxy() argument must be a mapping, not " + type(mapping).__name__)
        object.__setattr__(self, "_m", mapping)

    def __getitem__(self, key):
        return self._m[key]

    def __setitem__(self, key, value):
        raise TypeError("'mappingproxy' object does not support item assignment")

    def __delitem__(self, key):
        raise TypeError("'mappingproxy' object does not support item deletion")

    def __setattr__(self, name, value):
        raise AttributeError("'mappingproxy' object has no attribute '" + name + "'")

    def __contains__(self, key):
        return key in self._m

    def __iter__(self):
        return iter(self._m)

    def __len__(self):
        return len(self._m)

    def __eq__(self, other):
        return self._m == other

    def __or__(self, other):
        if isinstance(other, mappingproxy):
            other = other._m
        return self._m | other

    def get(self, key, default=None):
        return self._m.get(key, default)

    def keys(self):
        return self._m.keys()

    def values(self):
        return self._m.values()

    def items(self):
        return self._m.items()

    def copy(self):
        return self._m.copy()

    def __repr__(self):
        return "mappingproxy(" + repr(self._m) + ")"

    def __str__(self):
        return str(self._m)

    __hash__ = None

MappingProxyType = mappingproxy
