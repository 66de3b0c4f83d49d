"""functools: reduce, partial, wraps, lru_cache, cache, cmp_to_key, total_ordering."""

__all__ = [
    "reduce",
    "partial",
    "wraps",
    "lru_cache",
    "cache",
    "cmp_to_key",
    "total_ordering",
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

def wraps(wrapped):
    def decorator(wrapper):
        wrapper.__name__ = wrapped.__name__
        wrapper.__doc__ = wrapped.__doc__
        wrapper.__wrapped__ = wrapped
        return wrapper
    return decorator

def lru_cache(maxsize=128, typed=False):
    def decorating(func):
        cache = {}
        def wrapper(*args, **kwargs):
            key = args + tuple(sorted(kwargs.items())) if kwargs else args
            if key in cache:
                return cache[key]
            result = func(*args, **kwargs)
            cache[key] = result
            return result
        wrapper.__name__ = func.__name__
        wrapper.__wrapped__ = func
        wrapper.cache_clear = cache.clear
        return wrapper
    if callable(maxsize):
        return decorating(maxsize)
    return decorating

def cache(func):
    return lru_cache(None)(func)

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
