"""abc: ABCMeta, ABC, abstractmethod and the abstract property helpers, after CPython 3.11's
`Lib/_py_abc.py`; instantiating a class with abstract methods raises CPython's TypeError."""

__all__ = ["ABCMeta", "ABC", "abstractmethod", "abstractclassmethod",
           "abstractstaticmethod", "abstractproperty", "get_cache_token"]

def abstractmethod(funcobj):
    """A decorator indicating abstract methods."""
    funcobj.__isabstractmethod__ = True
    return funcobj

class abstractclassmethod(classmethod):
    """A decorator indicating abstract classmethods (deprecated)."""
    __isabstractmethod__ = True

class abstractstaticmethod(staticmethod):
    """A decorator indicating abstract staticmethods (deprecated)."""
    __isabstractmethod__ = True

class abstractproperty(property):
    """A decorator indicating abstract properties (deprecated)."""
    __isabstractmethod__ = True

_token = [0]

def get_cache_token():
    """The current ABC cache token."""
    return _token[0]

def _is_abstract(value):
    return getattr(value, "__isabstractmethod__", False) is True

class ABCMeta(type):
    """Metaclass for defining Abstract Base Classes (ABCs)."""
    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        abstracts = set()
        for key, value in namespace.items():
            if _is_abstract(value):
                abstracts.add(key)
        for base in bases:
            for key in getattr(base, "__abstractmethods__", ()):
                value = getattr(cls, key, None)
                if _is_abstract(value):
                    abstracts.add(key)
        cls.__abstractmethods__ = frozenset(abstracts)
        cls._abc_registry = []
        # The ABCs derived from this one (CPython asks `__subclasses__()`, which the
        # interpreter does not expose), and the caches of answers.
        cls._abc_subclasses = []
        cls._abc_cache = set()
        cls._abc_negative_cache = set()
        cls._abc_negative_cache_version = _token[0]
        for base in bases:
            if isinstance(base, ABCMeta):
                base._abc_subclasses.append(cls)
        return cls

    def __call__(cls, *args, **kwargs):
        abstracts = getattr(cls, "__abstractmethods__", None)
        if abstracts:
            names = sorted(abstracts)
            raise TypeError("Can't instantiate abstract class " + cls.__name__ +
                            " with abstract method" + ("s " if len(names) > 1 else " ") +
                            ", ".join(names))
        return super().__call__(*args, **kwargs)

    def register(cls, subclass):
        """Register a virtual subclass of an ABC."""
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.append(subclass)
        _token[0] += 1
        return subclass

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("issubclass() arg 1 must be a class")
        if subclass in cls._abc_cache:
            return True
        if cls._abc_negative_cache_version < _token[0]:
            cls._abc_negative_cache = set()
            cls._abc_negative_cache_version = _token[0]
        elif subclass in cls._abc_negative_cache:
            return False
        ok = _subclass_check(cls, subclass)
        if ok:
            cls._abc_cache.add(subclass)
        else:
            cls._abc_negative_cache.add(subclass)
        return ok

def _subclass_check(cls, subclass):
    if cls in subclass.__mro__:
        return True
    # The builtin classes define no __subclasshook__ of their own here (object's returns
    # NotImplemented) and expose no __dict__.
    hook = None
    for base in cls.__mro__:
        if getattr(base, "__module__", None) != "builtins" and "__subclasshook__" in vars(base):
            hook = base
            break
    if hook is not None:
        ok = cls.__subclasshook__(subclass)
        if ok is not NotImplemented:
            return bool(ok)
    for k in cls._abc_registry:
        if issubclass(subclass, k):
            return True
    for scls in cls._abc_subclasses:
        if issubclass(subclass, scls):
            return True
    return False

class ABC(metaclass=ABCMeta):
    """Helper class that provides a standard way to create an ABC using inheritance."""
    __slots__ = ()
