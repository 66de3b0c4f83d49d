"""copy: shallow and deep copies, after CPython 3.11's `Lib/copy.py`. Instances of user
classes are copied by class and state (`__dict__`, `__slots__`, `__getstate__`/`__setstate__`,
`__getnewargs__`, the items of list and dict subclasses), as `object.__reduce_ex__(4)` does."""

__all__ = ["Error", "copy", "deepcopy"]

class Error(Exception):
    pass

error = Error

def _id(x):
    return x

class _Probe:
    def m(self):
        pass

_atomic = [type(None), int, float, bool, complex, bytes, str, type(len), type(lambda: 0),
           type(...), type(NotImplemented), range, property, type]
_method_type = type(_Probe().m)
_nil = []

def _own(cls, name):
    # The attribute `name` as defined by `cls` or a base other than `object`.
    for k in cls.__mro__:
        if k is object:
            return None
        try:
            v = k.__dict__.get(name)
        except AttributeError:
            continue
        if v is not None:
            return v
    return None

_builtin_bases = (list, dict, set, frozenset, tuple, int, float, str, bytes, bytearray)

def _slot_names(cls):
    names = []
    for k in cls.__mro__:
        try:
            slots = k.__dict__.get("__slots__")
        except AttributeError:
            continue
        if slots is None:
            continue
        if isinstance(slots, str):
            slots = (slots,)
        for n in slots:
            if n in ("__dict__", "__weakref__"):
                continue
            if n.startswith("__") and not n.endswith("__"):
                n = "_" + k.__name__.lstrip("_") + n
            names.append(n)
    return names

def _reduce(x):
    """(cls, args, state, listitems, dictitems) as object.__reduce_ex__(4) gives them."""
    cls = type(x)
    getnewargs = _own(cls, "__getnewargs__")
    if getnewargs is not None:
        args = x.__getnewargs__()
    elif isinstance(x, (int, float, str, bytes, tuple)):
        base = [b for b in (bool, int, float, str, bytes, tuple) if isinstance(x, b)][0]
        args = (base(x),)
    elif isinstance(x, frozenset):
        args = (list(x),)
    else:
        args = ()
    if _own(cls, "__getstate__") is not None:
        state = x.__getstate__()
    else:
        try:
            d = x.__dict__
        except AttributeError:
            d = None
        state = d if d else None
        slots = {}
        for n in _slot_names(cls):
            try:
                slots[n] = getattr(x, n)
            except AttributeError:
                pass
        if slots:
            state = (state, slots)
    listitems = iter(x) if isinstance(x, list) else None
    dictitems = iter(x.items()) if isinstance(x, dict) else None
    if isinstance(x, set) and not isinstance(x, frozenset):
        args = (list(x),)
    return cls, args, state, listitems, dictitems

def _reconstruct(x, memo, func, args, state, listiter, dictiter, deep):
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if isinstance(y, set) and args:
        y.update(args[0])
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        if hasattr(y, "__setstate__"):
            y.__setstate__(state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state:
                for k, v in state.items():
                    object.__setattr__(y, k, v)
            if slotstate:
                for k, v in slotstate.items():
                    setattr(y, k, v)
    if listiter is not None:
        if deep:
            for item in listiter:
                y.append(deepcopy(item, memo))
        else:
            for item in listiter:
                y.append(item)
    if dictiter is not None:
        if deep:
            for key, value in dictiter:
                y[deepcopy(key, memo)] = deepcopy(value, memo)
        else:
            for key, value in dictiter:
                y[key] = value
    return y

def _generic(x, memo, deep):
    cls = type(x)
    reductor = _own(cls, "__reduce_ex__")
    if reductor is not None:
        rv = x.__reduce_ex__(4)
    else:
        reductor = _own(cls, "__reduce__")
        rv = x.__reduce__() if reductor is not None else None
    if rv is None:
        if cls is set or cls is frozenset:
            args = (list(x),)
            return cls(*(deepcopy(args, memo) if deep else args))
        if cls is bytearray:
            return bytearray(x)
        if cls.__module__ == "builtins" and not isinstance(x, BaseException):
            raise TypeError("cannot pickle '" + cls.__name__ + "' object")
        c, args, state, li, di = _reduce(x)
        if isinstance(x, BaseException):
            args = x.args
        return _reconstruct(x, memo, lambda *a: c.__new__(c, *a), args, state, li, di, deep)
    if isinstance(rv, str):
        return x
    if not isinstance(rv, tuple):
        raise Error("un(%s)copyable object of type %s" % ("deep-" if deep else "shallow", cls))
    rv = rv + (None,) * (5 - len(rv))
    func, args, state, li, di = rv[:5]
    return _reconstruct(x, memo, func, args, state, li, di, deep)

def copy(x):
    """Shallow copy operation on arbitrary Python objects."""
    cls = type(x)
    if cls in _atomic or cls is tuple or cls is frozenset or issubclass(cls, type):
        return x
    if cls is list or cls is dict or cls is set or cls is bytearray:
        return cls.copy(x)
    copier = getattr(cls, "__copy__", None)
    if copier is not None:
        return copier(x)
    return _generic(x, None, False)

def deepcopy(x, memo=None, _nil=_nil):
    """Deep copy operation on arbitrary Python objects."""
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls in _atomic or issubclass(cls, type):
        y = x
    elif cls is list:
        y = []
        memo[d] = y
        append = y.append
        for a in x:
            append(deepcopy(a, memo))
    elif cls is tuple:
        y = [deepcopy(a, memo) for a in x]
        try:
            return memo[d]
        except KeyError:
            pass
        for k, j in zip(x, y):
            if k is not j:
                y = tuple(y)
                break
        else:
            y = x
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is _method_type:
        # No `MethodType` to build one from parts: bind the function by its name on the copy.
        y = getattr(deepcopy(x.__self__, memo), x.__func__.__name__, None)
        if getattr(y, "__func__", None) is not x.__func__:
            raise TypeError("cannot pickle 'method' object")
    else:
        copier = getattr(x, "__deepcopy__", None)
        if copier is not None:
            y = copier(memo)
        else:
            y = _generic(x, memo, True)
    if y is not x:
        memo[d] = y
        try:
            memo[id(memo)].append(x)
        except KeyError:
            memo[id(memo)] = [x]
    return y
