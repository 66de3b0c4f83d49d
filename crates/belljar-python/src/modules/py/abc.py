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
        if cls in subclass.__mro__:
            return True
        hook = cls.__dict__.get("__subclasshook__")
        if hook is not None:
            ok = cls.__subclasshook__(subclass)
            if ok is not NotImplemented:
                return bool(ok)
        for k in cls._abc_registry:
            if issubclass(subclass, k):
                return True
        return False

class ABC(metaclass=ABCMeta):
    """Helper class that provides a standard way to create an ABC using inheritance."""
    __slots__ = ()
