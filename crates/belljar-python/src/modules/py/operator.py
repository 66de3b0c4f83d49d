# The operator module: CPython's functions and callable classes, with CPython's reprs and
# argument errors.

__all__ = [
    "abs", "add", "and_", "attrgetter", "concat", "contains", "countOf", "delitem",
    "eq", "floordiv", "ge", "getitem", "gt", "index", "indexOf", "inv", "invert",
    "is_", "is_not", "itemgetter", "le", "lshift", "lt", "matmul", "methodcaller", "mod",
    "mul", "ne", "neg", "not_", "or_", "pos", "pow", "rshift", "setitem", "sub",
    "truediv", "truth", "xor", "iadd", "isub", "imul", "itruediv", "ifloordiv", "imod",
    "iconcat",
]

_abs = abs


def lt(a, b, /):
    return a < b


def le(a, b, /):
    return a <= b


def eq(a, b, /):
    return a == b


def ne(a, b, /):
    return a != b


def ge(a, b, /):
    return a >= b


def gt(a, b, /):
    return a > b


def not_(a, /):
    return not a


def truth(a, /):
    return True if a else False


def is_(a, b, /):
    return a is b


def is_not(a, b, /):
    return a is not b


def abs(a, /):
    return _abs(a)


def add(a, b, /):
    return a + b


def and_(a, b, /):
    return a & b


def floordiv(a, b, /):
    return a // b


def inv(a, /):
    return ~a


invert = inv


def lshift(a, b, /):
    return a << b


def mod(a, b, /):
    return a % b


def mul(a, b, /):
    return a * b


def matmul(a, b, /):
    return a @ b


def neg(a, /):
    return -a


def or_(a, b, /):
    return a | b


def pos(a, /):
    return +a


def pow(a, b, /):
    return a ** b


def rshift(a, b, /):
    return a >> b


def sub(a, b, /):
    return a - b


def truediv(a, b, /):
    return a / b


def xor(a, b, /):
    return a ^ b


def concat(a, b, /):
    if not hasattr(a, "__getitem__"):
        raise TypeError("'%s' object can't be concatenated" % type(a).__name__)
    return a + b


def contains(a, b, /):
    return b in a


def countOf(a, b, /):
    count = 0
    for i in a:
        if i is b or i == b:
            count += 1
    return count


def delitem(a, b, /):
    del a[b]


def getitem(a, b, /):
    return a[b]


def indexOf(a, b, /):
    for i, j in enumerate(a):
        if j is b or j == b:
            return i
    raise ValueError("sequence.index(x): x not in sequence")


def setitem(a, b, c, /):
    a[b] = c


def iadd(a, b, /):
    a += b
    return a


def isub(a, b, /):
    a -= b
    return a


def imul(a, b, /):
    a *= b
    return a


def itruediv(a, b, /):
    a /= b
    return a


def ifloordiv(a, b, /):
    a //= b
    return a


def imod(a, b, /):
    a %= b
    return a


def iconcat(a, b, /):
    if not hasattr(a, "__getitem__"):
        raise TypeError("'%s' object can't be concatenated" % type(a).__name__)
    a += b
    return a


class attrgetter:
    def __init__(self, attr, /, *attrs):
        for name in (attr,) + attrs:
            if not isinstance(name, str):
                raise TypeError("attribute name must be a string")
        self._attrs = (attr,) + attrs
        self._parts = tuple(tuple(name.split(".")) for name in self._attrs)

    def _get(self, obj, parts):
        for name in parts:
            obj = getattr(obj, name)
        return obj

    def __call__(self, obj, /):
        if len(self._parts) == 1:
            return self._get(obj, self._parts[0])
        return tuple(self._get(obj, parts) for parts in self._parts)

    def __repr__(self):
        return "operator.attrgetter(%s)" % ", ".join(map(repr, self._attrs))


class itemgetter:
    def __init__(self, item, /, *items):
        self._items = (item,) + items

    def __call__(self, obj, /):
        if len(self._items) == 1:
            return obj[self._items[0]]
        return tuple(obj[i] for i in self._items)

    def __repr__(self):
        return "operator.itemgetter(%s)" % ", ".join(map(repr, self._items))


class methodcaller:
    def __init__(self, name, /, *args, **kwargs):
        if not isinstance(name, str):
            raise TypeError("method name must be a string")
        self._name = name
        self._args = args
        self._kwargs = kwargs

    def __call__(self, obj, /):
        return getattr(obj, self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        args = [repr(self._name)]
        args.extend(map(repr, self._args))
        args.extend("%s=%r" % (k, v) for k, v in self._kwargs.items())
        return "operator.methodcaller(%s)" % ", ".join(args)
