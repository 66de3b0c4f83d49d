"""functools: reduce, partial, wraps, lru_cache, cache, cmp_to_key, total_ordering,
cached_property."""

__all__ = [
    "reduce",
    "partial",
    "wraps",
    "update_wrapper",
    "lru_cache",
    "cache",
    "cmp_to_key",
    "total_ordering",
    "cached_property",
]

_MISSING = object()

def reduce(function, iterable, initial=_MISSING):
    it = iter(iterable)
    if initial is _MISSING:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value") from None
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value

class partial:
    def __init__(self, func, *args, **keywords):
        self.func = func
        self.args = args
        self.keywords = keywords
    def __call__(self, *args, **keywords):
        kw = dict(self.keywords)
        kw.update(keywords)
        return self.func(*self.args, *args, **kw)

WRAPPER_ASSIGNMENTS = ("__module__", "__name__", "__qualname__", "__doc__")
WRAPPER_UPDATES = ("__dict__",)

def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            pass
        else:
            setattr(wrapper, attr, value)
    for attr in updated:
        try:
            extra = getattr(wrapped, attr)
        except AttributeError:
            continue
        for k, v in extra.items():
            setattr(wrapper, k, v)
    wrapper.__wrapped__ = wrapped
    return wrapper

def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    def decorator(wrapper):
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return decorator

_CacheInfo = None

def _cache_info(hits, misses, maxsize, currsize):
    global _CacheInfo
    if _CacheInfo is None:
        from collections import namedtuple
        _CacheInfo = namedtuple("CacheInfo", ["hits", "misses", "maxsize", "currsize"])
    return _CacheInfo(hits, misses, maxsize, currsize)

_KWD_MARK = object()

def _make_key(args, kwds, typed):
    # CPython's _make_key: keywords in call order after a marker; a lone int or str is
    # its own key.
    key = args
    if kwds:
        key += (_KWD_MARK,)
        for item in kwds.items():
            key += item
    if typed:
        key += tuple(type(v) for v in args)
        if kwds:
            key += tuple(type(v) for v in kwds.values())
    elif len(key) == 1 and type(key[0]) in (int, str):
        return key[0]
    return key

def _lru_wrapper(func, maxsize, typed):
    cache = {}
    stats = [0, 0]
    if maxsize is not None and maxsize < 0:
        maxsize = 0

    def wrapper(*args, **kwds):
        key = _make_key(args, kwds, typed)
        if maxsize == 0:
            stats[1] += 1
            return func(*args, **kwds)
        if key in cache:
            stats[0] += 1
            result = cache.pop(key)
            cache[key] = result
            return result
        stats[1] += 1
        result = func(*args, **kwds)
        if key in cache:
            pass
        elif maxsize is not None and len(cache) >= maxsize:
            del cache[next(iter(cache))]
            cache[key] = result
        else:
            cache[key] = result
        return result

    def cache_info():
        return _cache_info(stats[0], stats[1], maxsize, len(cache))

    def cache_clear():
        cache.clear()
        stats[0] = stats[1] = 0

    def cache_parameters():
        return {"maxsize": maxsize, "typed": typed}

    update_wrapper(wrapper, func)
    wrapper.cache_info = cache_info
    wrapper.cache_clear = cache_clear
    wrapper.cache_parameters = cache_parameters
    return wrapper

def lru_cache(maxsize=128, typed=False):
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        return _lru_wrapper(maxsize, 128, typed)
    elif maxsize is not None:
        raise TypeError("Expected first argument to be an integer, a callable, or None")

    def decorating_function(user_function):
        return _lru_wrapper(user_function, maxsize, typed)
    return decorating_function

def cache(user_function, /):
    return lru_cache(maxsize=None)(user_function)

def cmp_to_key(mycmp):
    class K:
        def __init__(self, obj):
            self.obj = obj
        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0
        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0
        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0
        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0
        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0
    return K

def total_ordering(cls):
    d = cls.__dict__
    if "__lt__" in d:
        if "__gt__" not in d:
            cls.__gt__ = lambda self, other: not (self < other) and self != other
        if "__le__" not in d:
            cls.__le__ = lambda self, other: self < other or self == other
        if "__ge__" not in d:
            cls.__ge__ = lambda self, other: not (self < other)
    elif "__gt__" in d:
        if "__lt__" not in d:
            cls.__lt__ = lambda self, other: not (self > other) and self != other
        if "__ge__" not in d:
            cls.__ge__ = lambda self, other: self > other or self == other
        if "__le__" not in d:
            cls.__le__ = lambda self, other: not (self > other)
    return cls

class cached_property:
    """A non-data descriptor: the first access computes the value and stores it in the
    instance's attributes, where later lookups find it before the descriptor."""

    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError(
                "Cannot assign the same cached_property to two different names "
                f"({self.attrname!r} and {name!r})."
            )

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError(
                "Cannot use cached_property instance without calling __set_name__ on it.")
        val = self.func(instance)
        object.__setattr__(instance, self.attrname, val)
        return val
