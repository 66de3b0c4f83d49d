"""bisect: CPython 3.11's bisection algorithms (`_bisect`), with its argument errors."""


_MAXSIZE = 9223372036854775807

def _index(v):
    if type(v) is int:
        i = v
    else:
        try:
            meth = type(v).__index__
        except AttributeError:
            raise TypeError("'" + type(v).__name__ + "' object cannot be interpreted as an integer") from None
        i = meth(v)
    if i > _MAXSIZE or i < -_MAXSIZE - 1:
        raise OverflowError("cannot fit 'int' into an index-sized integer")
    return i

def _bind(name, args, kwargs):
    # Argument Clinic's binding of (a, x, lo=0, hi=None, *, key=None), with its messages.
    names = ("a", "x", "lo", "hi")
    if len(args) > 4:
        raise TypeError(name + "() takes at most 4 positional arguments (" + str(len(args)) + " given)")
    vals = list(args) + [_MISSING] * (4 - len(args))
    key = None
    for k in kwargs:
        if k == "key":
            key = kwargs[k]
        elif k in names:
            i = names.index(k)
            if i < len(args):
                raise TypeError("argument for " + name + "() given by name ('" + k + "') and position (" + str(i + 1) + ")")
            vals[i] = kwargs[k]
        else:
            raise TypeError("'" + k + "' is an invalid keyword argument for " + name + "()")
    for i in range(2):
        if vals[i] is _MISSING:
            raise TypeError(name + "() missing required argument '" + names[i] + "' (pos " + str(i + 1) + ")")
    lo = 0 if vals[2] is _MISSING else _index(vals[2])
    hi = vals[3]
    if hi is _MISSING or hi is None:
        hi = -1
    else:
        try:
            hi = _index(hi)
        except TypeError:
            raise TypeError("argument should be integer or None, not '" + type(hi).__name__ + "'") from None
    return vals[0], vals[1], lo, hi, key

_MISSING = object()

def _right(a, x, lo, hi, key):
    if lo < 0:
        raise ValueError("lo must be non-negative")
    if hi == -1:
        hi = len(a)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < a[mid]:
                hi = mid
            else:
                lo = mid + 1
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < key(a[mid]):
                hi = mid
            else:
                lo = mid + 1
    return lo

def _left(a, x, lo, hi, key):
    if lo < 0:
        raise ValueError("lo must be non-negative")
    if hi == -1:
        hi = len(a)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if a[mid] < x:
                lo = mid + 1
            else:
                hi = mid
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if key(a[mid]) < x:
                lo = mid + 1
            else:
                hi = mid
    return lo

def bisect_right(*args, **kwargs):
    """Return the index where to insert item x in list a, assuming a is sorted."""
    a, x, lo, hi, key = _bind("bisect_right", args, kwargs)
    return _right(a, x, lo, hi, key)

def bisect_left(*args, **kwargs):
    """Return the index where to insert item x in list a, assuming a is sorted."""
    a, x, lo, hi, key = _bind("bisect_left", args, kwargs)
    return _left(a, x, lo, hi, key)

def _insort(name, find, args, kwargs):
    a, x, lo, hi, key = _bind(name, args, kwargs)
    if key is None:
        i = find(a, x, lo, hi, None)
    else:
        i = find(a, key(x), lo, hi, key)
    if type(a) is list:
        list.insert(a, i, x)
    else:
        a.insert(i, x)

def insort_right(*args, **kwargs):
    """Insert item x in list a, and keep it sorted assuming a is sorted."""
    _insort("insort_right", _right, args, kwargs)

def insort_left(*args, **kwargs):
    """Insert item x in list a, and keep it sorted assuming a is sorted."""
    _insort("insort_left", _left, args, kwargs)

bisect = bisect_right
insort = insort_right
