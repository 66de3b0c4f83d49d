"""typing: the names annotations use, with CPython 3.11's runtime behaviour: subscriptable
aliases with CPython's reprs (`typing.List[int]`, `typing.Optional[str]`), `get_origin` /
`get_args`, `TypeVar` and `Generic`, `Protocol` with `runtime_checkable`, `NamedTuple` and
`TypedDict` in both their class and call forms, `NewType`, `cast`, `overload`, `final`.
Written for Belljar after the semantics of CPython's `Lib/typing.py`."""

import collections.abc as _abc
import collections as _collections
from abc import ABCMeta as _ABCMeta, abstractmethod as _abstractmethod
from contextlib import AbstractContextManager as _AbstractContextManager

__all__ = [
    "Annotated", "Any", "Callable", "ClassVar", "Concatenate", "Final", "ForwardRef",
    "Generic", "Literal", "Optional", "ParamSpec", "Protocol", "Tuple", "Type", "TypeVar",
    "TypeVarTuple", "Union", "AbstractSet", "ByteString", "Container", "ContextManager",
    "Hashable", "ItemsView", "Iterable", "Iterator", "KeysView", "Mapping", "MappingView",
    "MutableMapping", "MutableSequence", "MutableSet", "Sequence", "Sized", "ValuesView",
    "Awaitable", "AsyncIterator", "AsyncIterable", "Coroutine", "Collection",
    "AsyncGenerator", "Reversible", "SupportsAbs", "SupportsBytes",
    "SupportsComplex", "SupportsFloat", "SupportsIndex", "SupportsInt", "SupportsRound",
    "ChainMap", "Counter", "Deque", "Dict", "DefaultDict", "List", "OrderedDict", "Set",
    "FrozenSet", "NamedTuple", "TypedDict", "Generator", "BinaryIO", "IO", "TextIO", "AnyStr", "assert_type", "assert_never", "cast", "clear_overloads",
    "dataclass_transform", "final", "get_args", "get_origin", "get_overloads",
    "get_type_hints", "is_typeddict", "LiteralString", "Never", "NewType", "no_type_check",
    "no_type_check_decorator", "NoReturn", "NotRequired", "overload", "ParamSpecArgs",
    "ParamSpecKwargs", "Required", "reveal_type", "runtime_checkable", "Self", "Text",
    "TYPE_CHECKING", "TypeAlias", "TypeGuard", "Unpack",
]

TYPE_CHECKING = False
_NoneType = type(None)


def _type_repr(obj):
    """How an argument shows inside an alias's repr: classes by qualified name (builtins
    bare), `...` as is, functions by name, anything else by repr."""
    if isinstance(obj, type):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return f"{obj.__module__}.{obj.__qualname__}"
    if obj is ...:
        return "..."
    if type(obj).__name__ == "function":
        return obj.__name__
    return repr(obj)


def _type_convert(arg):
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


def _type_check(arg, msg, allow_special_forms=False):
    """Check that `arg` can be a type argument: None becomes NoneType, strings become
    ForwardRefs, and bare special forms, tuples and non-types are refused."""
    arg = _type_convert(arg)
    invalid = (Generic, Protocol) if allow_special_forms else (Generic, Protocol, ClassVar, Final)
    if isinstance(arg, _GenericAlias) and arg.__origin__ in invalid:
        raise TypeError(f"{arg} is not valid as type argument")
    if arg in (Any, LiteralString, NoReturn, Never, Self, TypeAlias):
        return arg
    if allow_special_forms and arg in (ClassVar, Final):
        return arg
    if isinstance(arg, _SpecialForm) or arg in (Generic, Protocol):
        raise TypeError(f"Plain {arg} is not valid as type argument")
    if type(arg) is tuple:
        raise TypeError(f"{msg} Got {arg!r:.100}.")
    return arg


def _collect_parameters(args):
    """The type variables in `args`, in first-appearance order."""
    params = []
    for t in args:
        if isinstance(t, (TypeVar, ParamSpec)):
            if t not in params:
                params.append(t)
        else:
            for p in getattr(t, "__parameters__", ()):
                if p not in params:
                    params.append(p)
    return tuple(params)


def _unique(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def _flatten_union(params):
    flat = []
    for p in params:
        if isinstance(p, _UnionGenericAlias):
            flat.extend(p.__args__)
        elif type(p).__name__ == "UnionType":
            flat.extend(p.__args__)
        else:
            flat.append(p)
    return tuple(_unique(flat))


class _Final:
    """Marker base of typing's own alias and variable classes; `X | Y` on them is a Union."""

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class _SpecialForm(_Final):
    """A name such as `Union`, `Optional`, `ClassVar`: not a type; subscripting it builds
    an alias by its own rule."""

    def __init__(self, getitem, name=None):
        self._getitem = getitem
        self._name = name or getitem.__name__
        self.__doc__ = getitem.__doc__

    def __repr__(self):
        return "typing." + self._name

    def __getattr__(self, item):
        if item in ("__name__", "__qualname__"):
            return self._name
        raise AttributeError(item)

    def __getitem__(self, parameters):
        return self._getitem(self, parameters)

    def __call__(self, *args, **kwds):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")

    def __instancecheck__(self, obj):
        raise TypeError(f"{self} cannot be used with isinstance()")

    def __subclasscheck__(self, cls):
        raise TypeError(f"{self} cannot be used with issubclass()")

    def __reduce__(self):
        return self._name


class _AnyMeta(type):
    def __instancecheck__(self, obj):
        if self is Any:
            raise TypeError("typing.Any cannot be used with isinstance()")
        return super().__instancecheck__(obj)

    def __repr__(self):
        if self is Any:
            return "typing.Any"
        return super().__repr__()


class Any(metaclass=_AnyMeta):
    """Special type indicating an unconstrained type: compatible with every type."""

    def __new__(cls, *args, **kwargs):
        if cls is Any:
            raise TypeError("Any cannot be instantiated")
        return super().__new__(cls, *args, **kwargs)


def _plain(name, doc):
    def getitem(self, parameters):
        raise TypeError(f"{self} is not subscriptable")
    getitem.__name__ = name
    getitem.__doc__ = doc
    return _SpecialForm(getitem)


NoReturn = _plain("NoReturn", "Special type indicating functions that never return.")
Never = _plain("Never", "The bottom type, a type that has no members.")
Self = _plain("Self", "Used to spell the type of 'self' in classes.")
LiteralString = _plain("LiteralString", "Represents an arbitrary literal string.")
TypeAlias = _plain("TypeAlias", "Special form for marking type aliases.")


def _single(name, doc, allow_special=False):
    def getitem(self, parameters):
        item = _type_check(parameters, f"{self._name} accepts only single type.",
                           allow_special_forms=allow_special)
        return _GenericAlias(self, (item,))
    getitem.__name__ = name
    getitem.__doc__ = doc
    return _SpecialForm(getitem)


ClassVar = _single("ClassVar", "Special type construct to mark class variables.")
Final = _single("Final", "Special typing construct to indicate final names.")
TypeGuard = _single("TypeGuard", "Special typing construct for user-defined type guards.")
Required = _single("Required", "Marks a key of a TypedDict as required.", True)
NotRequired = _single("NotRequired", "Marks a key of a TypedDict as potentially missing.",
                      True)
Unpack = _single("Unpack", "Type unpack operator.")


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError("Cannot take a Union of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    msg = "Union[arg, ...]: each arg must be a type."
    parameters = tuple(_type_check(p, msg) for p in parameters)
    parameters = _flatten_union(parameters)
    if len(parameters) == 1:
        return parameters[0]
    if len(parameters) == 2 and _NoneType in parameters:
        return _UnionGenericAlias(self, parameters, name="Optional")
    return _UnionGenericAlias(self, parameters)


_union_getitem.__name__ = "Union"
Union = _SpecialForm(_union_getitem)


def _optional_getitem(self, parameters):
    arg = _type_check(parameters, f"{self} requires a single type.")
    return Union[arg, _NoneType]


_optional_getitem.__name__ = "Optional"
Optional = _SpecialForm(_optional_getitem)


def _literal_getitem(self, parameters):
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    flat = []
    for p in parameters:
        if isinstance(p, _LiteralGenericAlias):
            flat.extend(p.__args__)
        else:
            flat.append(p)
    seen = []
    for p in flat:
        if not any(type(p) is type(q) and p == q for q in seen):
            seen.append(p)
    return _LiteralGenericAlias(self, tuple(seen))


_literal_getitem.__name__ = "Literal"
Literal = _SpecialForm(_literal_getitem)


def _concatenate_getitem(self, parameters):
    if parameters == ():
        raise TypeError("Cannot take a Concatenate of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    if not isinstance(parameters[-1], ParamSpec):
        raise TypeError("The last parameter to Concatenate should be a ParamSpec variable.")
    return _GenericAlias(self, parameters)


_concatenate_getitem.__name__ = "Concatenate"
Concatenate = _SpecialForm(_concatenate_getitem)


class _GenericAlias(_Final):
    """A subscripted type: `List[int]`, `Union[int, str]`, `Generic[T]`, `MyClass[int]`."""

    def __init__(self, origin, args, *, inst=True, name=None):
        self._inst = inst
        self._name = name
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = tuple(... if a is _TypingEllipsis else a for a in args)
        self.__parameters__ = _collect_parameters(args)

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; "
                            f"use {self.__origin__.__name__}() instead")
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except AttributeError:
            pass
        return result

    def __mro_entries__(self, bases):
        if isinstance(self.__origin__, _SpecialForm):
            raise TypeError(f"Cannot subclass {self!r}")
        if self._name:
            return _base_mro_entries(self, bases)
        if self.__origin__ is Generic:
            if Protocol in bases:
                return ()
            i = bases.index(self)
            for b in bases[i + 1:]:
                if isinstance(b, (_GenericAlias, _SpecialGenericAlias)) and b is not self:
                    return ()
        return (self.__origin__,)

    def __getattr__(self, attr):
        if attr in ("__name__", "__qualname__"):
            return self._name or self.__origin__.__name__
        if not (attr.startswith("__") and attr.endswith("__")):
            return getattr(self.__origin__, attr)
        raise AttributeError(attr)

    def __instancecheck__(self, obj):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __getitem__(self, args):
        if self.__origin__ in (Generic, Protocol):
            raise TypeError(f"Cannot subscript already-subscripted {self}")
        if not self.__parameters__:
            raise TypeError(f"{self} is not a generic class")
        if not isinstance(args, tuple):
            args = (args,)
        args = tuple(_type_convert(a) for a in args)
        if len(args) != len(self.__parameters__):
            raise TypeError(f"Too {'many' if len(args) > len(self.__parameters__) else 'few'}"
                            f" arguments for {self}; actual {len(args)}, "
                            f"expected {len(self.__parameters__)}")
        subst = dict(zip(self.__parameters__, args))
        new_args = tuple(_substitute(a, subst) for a in self.__args__)
        return self.copy_with(new_args)

    def copy_with(self, args):
        return self.__class__(self.__origin__, args, name=self._name, inst=self._inst)

    def __repr__(self):
        if self._name:
            name = "typing." + self._name
        else:
            name = _type_repr(self.__origin__)
        if self.__args__:
            args = ", ".join(_type_repr(a) for a in self.__args__)
        else:
            args = "()"
        return f"{name}[{args}]"

    def __reduce__(self):
        return (self.__origin__, self.__args__)


def _base_mro_entries(alias, bases):
    """`class C(List[int])` / `class C(typing.List)`: the origin class, and `Generic`
    unless a later base brings it."""
    res = []
    if alias.__origin__ not in bases:
        res.append(alias.__origin__)
    i = bases.index(alias)
    for b in bases[i + 1:]:
        if isinstance(b, (_GenericAlias, _SpecialGenericAlias)) or \
                (isinstance(b, type) and issubclass(b, Generic)):
            break
    else:
        res.append(Generic)
    return tuple(res)


class _TypingEllipsis:
    """Internal placeholder for `...` inside `Tuple[int, ...]`."""


def _substitute(arg, subst):
    if isinstance(arg, (TypeVar, ParamSpec)):
        return subst.get(arg, arg)
    if isinstance(arg, list):
        return [_substitute(a, subst) for a in arg]
    if isinstance(arg, _GenericAlias) and arg.__parameters__:
        return arg[tuple(subst.get(p, p) for p in arg.__parameters__)]
    return arg


class _UnionGenericAlias(_GenericAlias):
    """`Union[int, str]` (and `Optional[int]`): usable with isinstance when its members
    are classes."""

    def copy_with(self, params):
        return Union[params]

    def __eq__(self, other):
        if not isinstance(other, _UnionGenericAlias):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is _NoneType:
                return f"typing.Optional[{_type_repr(args[1])}]"
            if args[1] is _NoneType:
                return f"typing.Optional[{_type_repr(args[0])}]"
        return "typing.Union[" + ", ".join(_type_repr(a) for a in args) + "]"

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if isinstance(arg, _GenericAlias) or type(arg).__name__ == "GenericAlias":
                raise TypeError(
                    "Subscripted generics cannot be used with class and instance checks")
            if issubclass(cls, arg):
                return True
        return False


class _LiteralGenericAlias(_GenericAlias):
    """`Literal[1, 'a']`: equal whatever the order of its values."""

    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))


class _AnnotatedAlias(_GenericAlias):
    """`Annotated[int, metadata...]`."""

    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        super().__init__(origin, origin)
        self.__metadata__ = metadata

    def copy_with(self, params):
        return _AnnotatedAlias(params[0], self.__metadata__)

    def __repr__(self):
        return "typing.Annotated[{}, {}]".format(
            _type_repr(self.__origin__), ", ".join(repr(a) for a in self.__metadata__))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def __mro_entries__(self, bases):
        return (self.__origin__,)


class Annotated:
    """Add context-specific metadata to a type: `Annotated[int, ValueRange(0, 9)]`."""

    def __new__(cls, *args, **kwargs):
        raise TypeError("Type Annotated cannot be instantiated.")

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple) or len(params) < 2:
            raise TypeError("Annotated[...] should be used with at least two arguments "
                            "(a type and an annotation).")
        origin = _type_check(params[0], "Annotated[t, ...]: t must be a type.",
                             allow_special_forms=True)
        return _AnnotatedAlias(origin, tuple(params[1:]))


class _SpecialGenericAlias(_Final):
    """An unsubscripted alias of a class: `List`, `Dict`, `Iterable`. Works with isinstance
    and issubclass (as its class), and subscripts to a `_GenericAlias`."""

    def __init__(self, origin, nparams, *, inst=True, name=None, defaults=()):
        self.__origin__ = origin
        self._nparams = nparams
        self._inst = inst
        self._name = name or origin.__name__

    def __repr__(self):
        return "typing." + self._name

    def __getattr__(self, attr):
        if attr in ("__name__", "__qualname__"):
            return self._name
        if not (attr.startswith("__") and attr.endswith("__")):
            return getattr(self.__origin__, attr)
        raise AttributeError(attr)

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        msg = "Parameters to generic types must be types."
        params = tuple(_type_check(p, msg) for p in params)
        if len(params) != self._nparams:
            raise TypeError(f"Too {'many' if len(params) > self._nparams else 'few'} "
                            f"arguments for {self}; actual {len(params)}, "
                            f"expected {self._nparams}")
        return _GenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; "
                            f"use {self.__origin__.__name__}() instead")
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return _base_mro_entries(self, bases)

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__origin__)

    def __subclasscheck__(self, cls):
        return issubclass(cls, self.__origin__)

    def __eq__(self, other):
        if not isinstance(other, _SpecialGenericAlias):
            return NotImplemented
        return self.__origin__ is other.__origin__ and self._name == other._name

    def __hash__(self):
        return hash((self.__origin__, self._name))

    def __reduce__(self):
        return self._name


class _CallableGenericAlias(_GenericAlias):
    """`Callable[[int, str], bool]` and `Callable[..., T]`."""

    def __repr__(self):
        if len(self.__args__) == 2 and self.__args__[0] is ...:
            return f"typing.Callable[..., {_type_repr(self.__args__[1])}]"
        params = ", ".join(_type_repr(a) for a in self.__args__[:-1])
        return f"typing.Callable[[{params}], {_type_repr(self.__args__[-1])}]"

    def copy_with(self, params):
        return _CallableGenericAlias(self.__origin__, params, name=self._name, inst=self._inst)


class _CallableType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        if args is ...:
            args = (...,)
        elif isinstance(args, list):
            args = tuple(_type_check(a, "Callable[[arg, ...], result]: each arg must be a type.")
                         for a in args)
        elif isinstance(args, (ParamSpec, _GenericAlias)):
            args = (args,)
        else:
            raise TypeError("Callable[args, result]: args must be a list. "
                            f"Got {args!r:.100}.")
        result = _type_check(result, "Callable[args, result]: result must be a type.")
        return _CallableGenericAlias(self.__origin__, args + (result,), name=self._name,
                                     inst=self._inst)


class _TupleGenericAlias(_GenericAlias):
    def __repr__(self):
        if self.__args__ == ():
            return "typing.Tuple[()]"
        return super().__repr__()


class _TupleType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if params == ():
            return _TupleGenericAlias(tuple, (), name="Tuple", inst=False)
        if not isinstance(params, tuple):
            params = (params,)
        if len(params) == 2 and params[1] is ...:
            p = _type_check(params[0], "Tuple[t, ...]: t must be a type.")
            return _TupleGenericAlias(tuple, (p, ...), name="Tuple", inst=False)
        msg = "Tuple[t0, t1, ...]: each t must be a type."
        return _TupleGenericAlias(tuple, tuple(_type_check(p, msg) for p in params),
                                  name="Tuple", inst=False)


def _alias(origin, nparams, **kw):
    return _SpecialGenericAlias(origin, nparams, **kw)


Hashable = _alias(_abc.Hashable, 0)
Awaitable = _alias(_abc.Awaitable, 1)
Coroutine = _alias(_abc.Coroutine, 3)
AsyncIterable = _alias(_abc.AsyncIterable, 1)
AsyncIterator = _alias(_abc.AsyncIterator, 1)
Iterable = _alias(_abc.Iterable, 1)
Iterator = _alias(_abc.Iterator, 1)
Reversible = _alias(_abc.Reversible, 1)
Sized = _alias(_abc.Sized, 0)
Container = _alias(_abc.Container, 1)
Collection = _alias(_abc.Collection, 1)
Callable = _CallableType(_abc.Callable, 2)
AbstractSet = _alias(_abc.Set, 1, name="AbstractSet")
MutableSet = _alias(_abc.MutableSet, 1)
Mapping = _alias(_abc.Mapping, 2)
MutableMapping = _alias(_abc.MutableMapping, 2)
Sequence = _alias(_abc.Sequence, 1)
MutableSequence = _alias(_abc.MutableSequence, 1)
ByteString = _alias(_abc.ByteString, 0)
Tuple = _TupleType(tuple, -1, inst=False, name="Tuple")
List = _alias(list, 1, inst=False, name="List")
Deque = _alias(_collections.deque, 1, name="Deque")
Set = _alias(set, 1, inst=False, name="Set")
FrozenSet = _alias(frozenset, 1, inst=False, name="FrozenSet")
MappingView = _alias(_abc.MappingView, 1)
KeysView = _alias(_abc.KeysView, 1)
ItemsView = _alias(_abc.ItemsView, 2)
ValuesView = _alias(_abc.ValuesView, 1)
Dict = _alias(dict, 2, inst=False, name="Dict")
DefaultDict = _alias(_collections.defaultdict, 2, name="DefaultDict")
OrderedDict = _alias(_collections.OrderedDict, 2)
Counter = _alias(_collections.Counter, 1)
ChainMap = _alias(_collections.ChainMap, 2)
Generator = _alias(_abc.Generator, 3)
AsyncGenerator = _alias(_abc.AsyncGenerator, 2)
Type = _alias(type, 1, inst=False, name="Type")
Text = str


class TypeVar(_Final):
    """A type variable: `T = TypeVar('T')`, `N = TypeVar('N', int, float)`,
    `B = TypeVar('B', bound=Base)`."""

    def __init__(self, name, *constraints, bound=None, covariant=False,
                 contravariant=False):
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        msg = "TypeVar(name, constraint, ...): constraints must be types."
        self.__constraints__ = tuple(_type_check(t, msg) for t in constraints)
        self.__bound__ = None if bound is None else _type_check(
            bound, "Bound must be a type.")

    def __repr__(self):
        if self.__covariant__:
            prefix = "+"
        elif self.__contravariant__:
            prefix = "-"
        else:
            prefix = "~"
        return prefix + self.__name__

    def __mro_entries__(self, bases):
        raise TypeError("Cannot subclass an instance of TypeVar")


class ParamSpecArgs(_Final):
    """`P.args`."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.args"


class ParamSpecKwargs(_Final):
    """`P.kwargs`."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.kwargs"


class ParamSpec(_Final):
    """A parameter specification variable: `P = ParamSpec('P')`."""

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__bound__ = bound
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.args = ParamSpecArgs(self)
        self.kwargs = ParamSpecKwargs(self)

    def __repr__(self):
        prefix = "+" if self.__covariant__ else "-" if self.__contravariant__ else "~"
        return prefix + self.__name__


class TypeVarTuple(_Final):
    """A variadic type variable: `Ts = TypeVarTuple('Ts')`."""

    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return self.__name__

    def __iter__(self):
        yield Unpack[self]


class ForwardRef(_Final):
    """A string annotation not yet evaluated: `ForwardRef('Node')`."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        _check_forward(f"({arg},)[0]" if arg.startswith("*") else arg)
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __repr__(self):
        if self.__forward_module__ is None:
            module_repr = ""
        else:
            module_repr = f", module={self.__forward_module__!r}"
        return f"ForwardRef({self.__forward_arg__!r}{module_repr})"

    def _evaluate(self, globalns, localns, recursive_guard):
        if self.__forward_arg__ in recursive_guard:
            return self
        if not self.__forward_evaluated__ or localns is not globalns:
            if globalns is None and localns is None:
                globalns = localns = {}
            elif globalns is None:
                globalns = localns
            elif localns is None:
                localns = globalns
            arg = self.__forward_arg__
            if arg.startswith("*"):
                arg = f"({arg},)[0]"
            type_ = _type_check(
                _eval_forward(arg, globalns, localns),
                "Forward references must evaluate to types.",
                allow_special_forms=self.__forward_is_class__,
            )
            self.__forward_value__ = _eval_type(
                type_, globalns, localns, recursive_guard | {self.__forward_arg__})
            self.__forward_evaluated__ = True
        return self.__forward_value__


class Generic:
    """Abstract base class for generic types: `class Stack(Generic[T])`, then
    `Stack[int]` is an alias and `Stack[int]()` an instance."""

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        params = tuple(_type_convert(p) for p in params)
        if cls in (Generic, Protocol):
            if not params:
                raise TypeError(f"Parameter list to {cls.__qualname__}[...] cannot be empty")
            if not all(isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)) for p in params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be type variables "
                                "or parameter specification variables.")
            if len(set(params)) != len(params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")
            return _GenericAlias(cls, params)
        expected = getattr(cls, "__parameters__", ())
        if not expected:
            raise TypeError(f"{cls} is not a generic class")
        if len(params) != len(expected):
            raise TypeError(f"Too {'many' if len(params) > len(expected) else 'few'} "
                            f"arguments for {cls}; actual {len(params)}, "
                            f"expected {len(expected)}")
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        tvars = []
        if "__orig_bases__" in cls.__dict__:
            if Generic in cls.__orig_bases__ and cls.__name__ != "Protocol":
                raise TypeError("Cannot inherit from plain Generic")
            error = Generic in cls.__orig_bases__
            gvars = None
            tvars = list(_collect_parameters(cls.__orig_bases__))
            for base in cls.__orig_bases__:
                if isinstance(base, _GenericAlias) and base.__origin__ in (Generic, Protocol):
                    if gvars is not None:
                        raise TypeError(
                            "Cannot inherit from Generic[...] multiple times.")
                    gvars = base.__parameters__
            if gvars is not None:
                missing = [t for t in tvars if t not in gvars]
                if missing:
                    s_vars = ", ".join(str(t) for t in missing)
                    s_args = ", ".join(str(g) for g in gvars)
                    raise TypeError(f"Some type variables ({s_vars}) are not listed in "
                                    f"Generic[{s_args}]")
                tvars = list(gvars)
        cls.__parameters__ = tuple(tvars)


Generic.__parameters__ = ()

_PROTO_EXCLUDED = frozenset([
    "__abstractmethods__", "__annotations__", "__dict__", "__doc__", "__init__",
    "__module__", "__new__", "__slots__", "__subclasshook__", "__weakref__",
    "__class_getitem__", "__parameters__", "__orig_bases__", "__orig_class__",
    "_is_protocol", "_is_runtime_protocol", "__qualname__", "__init_subclass__",
    "__match_args__", "__dataclass_fields__", "__dataclass_params__",
    "__protocol_attrs__", "__classcell__",
])


def _own_dict(cls):
    """`cls.__dict__`, or for a builtin class (whose `__dict__` Belljar does not expose)
    its attribute names."""
    try:
        return cls.__dict__
    except AttributeError:
        return dict.fromkeys(dir(cls))


def _protocol_attrs(cls):
    attrs = set()
    for base in cls.__mro__[:-1]:
        if base.__name__ in ("Protocol", "Generic"):
            continue
        annotations = base.__dict__.get("__annotations__", {})
        for attr in list(base.__dict__.keys()) + list(annotations.keys()):
            if not attr.startswith("_abc_") and attr not in _PROTO_EXCLUDED:
                attrs.add(attr)
    return attrs


class _ProtocolMeta(_ABCMeta):
    def __instancecheck__(cls, instance):
        if cls.__dict__.get("_is_protocol", False) or getattr(cls, "_is_protocol", False):
            if not getattr(cls, "_is_runtime_protocol", False):
                raise TypeError("Instance and class checks can only be used with"
                                " @runtime_checkable protocols")
        if not getattr(cls, "_is_protocol", False) or \
                all(callable(getattr(cls, a, None)) for a in _protocol_attrs(cls)):
            if issubclass(type(instance), cls):
                return True
        if getattr(cls, "_is_protocol", False):
            if all(hasattr(instance, a) and
                   (not callable(getattr(cls, a, None)) or getattr(instance, a) is not None)
                   for a in _protocol_attrs(cls)):
                return True
        return super().__instancecheck__(instance)


def _proto_init(self, *args, **kwargs):
    if type(self)._is_protocol:
        raise TypeError("Protocols cannot be instantiated")


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for protocol (structural) classes; with `@runtime_checkable`,
    `isinstance` checks that an object has the protocol's members."""
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get("_is_protocol", False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)
        if "__subclasshook__" not in cls.__dict__:
            cls.__subclasshook__ = classmethod(_proto_hook)
        if cls._is_protocol:
            for base in cls.__bases__:
                if not (base in (object, Generic) or
                        getattr(base, "_is_protocol", False) or
                        base.__module__ in ("collections.abc", "contextlib") and
                        base.__name__ in ("Callable", "Awaitable", "Iterable", "Iterator",
                                          "AsyncIterable", "Hashable", "Sized", "Container",
                                          "Collection", "Reversible",
                                          "AbstractContextManager")):
                    raise TypeError("Protocols can only inherit from other protocols, "
                                    f"got {base!r}")
            if cls.__dict__.get("__init__") is None:
                cls.__init__ = _proto_init


def _proto_hook(cls, other):
    if not cls.__dict__.get("_is_protocol", False):
        return NotImplemented
    if not getattr(cls, "_is_runtime_protocol", False):
        raise TypeError("Instance and class checks can only be used with"
                        " @runtime_checkable protocols")
    if not all(callable(getattr(cls, a, None)) for a in _protocol_attrs(cls)):
        raise TypeError("Protocols with non-method members don't support issubclass()")
    if not isinstance(other, type):
        raise TypeError("issubclass() arg 1 must be a class")
    for attr in _protocol_attrs(cls):
        for base in other.__mro__:
            own = _own_dict(base)
            if attr in own:
                if own[attr] is None:
                    return NotImplemented
                break
            annotations = own.get("__annotations__") or {}
            if attr in annotations and issubclass(other, Generic) and \
                    getattr(other, "_is_protocol", False):
                break
        else:
            return NotImplemented
    return True


def runtime_checkable(cls):
    """Mark a protocol class as a runtime protocol (usable with isinstance)."""
    if not (isinstance(cls, type) and issubclass(cls, Generic)) or \
            not getattr(cls, "_is_protocol", False):
        raise TypeError("@runtime_checkable can be only applied to protocol classes,"
                        f" got {cls!r}")
    cls._is_runtime_protocol = True
    return cls


@runtime_checkable
class SupportsInt(Protocol):
    """An ABC with one abstract method __int__."""
    @_abstractmethod
    def __int__(self):
        pass


@runtime_checkable
class SupportsFloat(Protocol):
    """An ABC with one abstract method __float__."""
    @_abstractmethod
    def __float__(self):
        pass


@runtime_checkable
class SupportsComplex(Protocol):
    """An ABC with one abstract method __complex__."""
    @_abstractmethod
    def __complex__(self):
        pass


@runtime_checkable
class SupportsBytes(Protocol):
    """An ABC with one abstract method __bytes__."""
    @_abstractmethod
    def __bytes__(self):
        pass


@runtime_checkable
class SupportsIndex(Protocol):
    """An ABC with one abstract method __index__."""
    @_abstractmethod
    def __index__(self):
        pass


@runtime_checkable
class SupportsAbs(Protocol):
    """An ABC with one abstract method __abs__ that is covariant in its return type."""
    @_abstractmethod
    def __abs__(self):
        pass


@runtime_checkable
class SupportsRound(Protocol):
    """An ABC with one abstract method __round__ that is covariant in its return type."""
    @_abstractmethod
    def __round__(self, ndigits=0):
        pass


def _make_nmtuple(name, types, module, defaults=()):
    fields = [n for n, t in types]
    types = {n: _type_check(t, f"field {n} annotation must be a type") for n, t in types}
    nm_tpl = _collections.namedtuple(name, fields, defaults=defaults, module=module)
    nm_tpl.__annotations__ = types
    return nm_tpl


_NT_PROHIBITED = frozenset({"__new__", "__init__", "__slots__", "__getnewargs__",
                            "_fields", "_field_defaults", "_make", "_replace", "_asdict",
                            "_source"})
_NT_SPECIAL = frozenset({"__module__", "__name__", "__annotations__", "__qualname__"})


class NamedTupleMeta(type):
    def __new__(cls, typename, bases, ns):
        if typename == "NamedTuple" and not bases:
            return super().__new__(cls, typename, bases, ns)
        for base in bases:
            if base is not _NamedTuple and base is not Generic:
                raise TypeError("can only inherit from a NamedTuple type and Generic")
        types = ns.get("__annotations__", {})
        default_names = []
        for field_name in types:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError(f"Non-default namedtuple field {field_name} "
                                f"cannot follow default field"
                                f"{'s' if len(default_names) > 1 else ''} "
                                f"{', '.join(default_names)}")
        nm_tpl = _make_nmtuple(typename, types.items(),
                               defaults=[ns[n] for n in default_names],
                               module=ns["__module__"])
        for key in ns:
            if key in _NT_PROHIBITED:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            elif key not in _NT_SPECIAL and key not in nm_tpl._fields:
                setattr(nm_tpl, key, ns[key])
        if "__qualname__" in ns:
            nm_tpl.__qualname__ = ns["__qualname__"]
        return nm_tpl


class NamedTuple(metaclass=NamedTupleMeta):
    """Typed version of namedtuple: `class Point(NamedTuple): x: int; y: int = 0`, or
    `Point = NamedTuple('Point', [('x', int), ('y', int)])`."""


_NamedTuple = NamedTuple


def _namedtuple_call(typename, fields=None, /, **kwargs):
    """`NamedTuple('Name', [(field, type), ...])` or `NamedTuple('Name', x=int)`."""
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError("Either list of fields or keywords"
                        " can be provided to NamedTuple, not both")
    return _make_nmtuple(typename, fields, module="__main__")


NamedTupleMeta.__call__ = lambda cls, *args, **kwargs: _namedtuple_call(*args, **kwargs)


class _TypedDictMeta(type):
    def __new__(cls, name, bases, ns, total=True):
        if name == "TypedDict" and not bases:
            return super().__new__(cls, name, bases, ns)
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError("cannot inherit from both a TypedDict type "
                                "and a non-TypedDict base class")
        tp_dict = type.__new__(_TypedDictMeta, name, (dict,), ns)
        annotations = {}
        own = ns.get("__annotations__", {})
        msg = "TypedDict('Name', {f0: t0, f1: t1, ...}); each t must be a type"
        own = {n: _type_check(tp, msg, allow_special_forms=True) for n, tp in own.items()}
        required = set()
        optional = set()
        for base in bases:
            if base is _TypedDict or base is Generic:
                continue
            annotations.update(base.__dict__.get("__annotations__", {}))
            required.update(base.__dict__.get("__required_keys__", ()))
            optional.update(base.__dict__.get("__optional_keys__", ()))
        annotations.update(own)
        for key, tp in own.items():
            origin = getattr(tp, "__origin__", None)
            if origin is Required:
                is_req = True
            elif origin is NotRequired:
                is_req = False
            else:
                is_req = total
            if is_req:
                required.add(key)
                optional.discard(key)
            else:
                optional.add(key)
                required.discard(key)
        tp_dict.__annotations__ = annotations
        tp_dict.__required_keys__ = frozenset(required)
        tp_dict.__optional_keys__ = frozenset(optional)
        tp_dict.__total__ = total
        return tp_dict

    def __call__(cls, *args, **kwargs):
        if cls is _TypedDict:
            return _typeddict_call(*args, **kwargs)
        return dict(*args, **kwargs)

    def __subclasscheck__(cls, other):
        raise TypeError("TypedDict does not support instance and class checks")

    def __instancecheck__(cls, other):
        raise TypeError("TypedDict does not support instance and class checks")


class TypedDict(metaclass=_TypedDictMeta):
    """A dict with a fixed set of typed keys: `class Movie(TypedDict): name: str`, or
    `Movie = TypedDict('Movie', {'name': str})`. At runtime its values are plain dicts."""


_TypedDict = TypedDict


def _typeddict_call(typename, fields=None, /, *, total=True, **kwargs):
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError("TypedDict takes either a dict or keyword arguments, but not both")
    ns = {"__annotations__": dict(fields), "__module__": "__main__"}
    return _TypedDictMeta(typename, (), ns, total=total)


def is_typeddict(tp):
    """Whether `tp` is a TypedDict class."""
    return isinstance(tp, _TypedDictMeta) and tp is not _TypedDict


class NewType(_Final):
    """`UserId = NewType('UserId', int)`: a distinct name for a type; calling it returns
    its argument unchanged."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if "." in name:
            name = name.rpartition(".")[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = "__main__"

    def __mro_entries__(self, bases):
        superclass_name = self.__name__
        raise TypeError(f"Cannot subclass an instance of NewType. Perhaps you were looking "
                        f"for: `{superclass_name} = NewType({self.__name__!r}, "
                        f"{superclass_name})`")

    def __repr__(self):
        return f"{self.__module__}.{self.__qualname__}"

    def __call__(self, x):
        return x


AnyStr = TypeVar("AnyStr", bytes, str)


class IO(Generic[AnyStr]):
    """Generic base class for I/O streams (only a type here: there are no files)."""
    __slots__ = ()


class BinaryIO(IO[bytes]):
    """Typed version of the return of open() in binary mode."""
    __slots__ = ()


class TextIO(IO[str]):
    """Typed version of the return of open() in text mode."""
    __slots__ = ()


def cast(typ, val):
    """Cast a value to a type: returns the value unchanged."""
    return val


def assert_type(val, typ, /):
    """Ask a static type checker to confirm the type: returns the value."""
    return val


def assert_never(arg, /):
    """Assert to the type checker that a line of code is unreachable."""
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + "..."
    raise AssertionError(f"Expected code to be unreachable, but got: {value}")


def reveal_type(obj, /):
    """Print the runtime type of `obj` to stderr and return it."""
    import sys
    print(f"Runtime type is {type(obj).__name__!r}", file=sys.stderr)
    return obj


_overload_registry = {}


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @typing.overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @typing.overload-decorated.")


def overload(func):
    """Decorator for overloaded functions: the decorated definition is recorded (see
    `get_overloads`) and replaced by a function that refuses to be called."""
    key = getattr(func, "__qualname__", None)
    if key is not None:
        _overload_registry.setdefault(key, []).append(func)
    return _overload_dummy


def get_overloads(func):
    """The `@overload` definitions recorded for `func`."""
    return list(_overload_registry.get(getattr(func, "__qualname__", None), []))


def clear_overloads():
    """Forget every recorded overload."""
    _overload_registry.clear()


def final(f):
    """Mark a method or class final; sets `__final__` where it can."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    """Mark a function or class as not type-checked."""
    try:
        arg.__no_type_check__ = True
    except TypeError:
        pass
    return arg


def no_type_check_decorator(decorator):
    """Make `decorator` give the @no_type_check effect."""
    def wrapped_decorator(*args, **kwds):
        return no_type_check(decorator(*args, **kwds))
    return wrapped_decorator


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    """Mark a decorator, class or metaclass as building dataclass-like classes."""
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default,
            "order_default": order_default,
            "kw_only_default": kw_only_default,
            "field_specifiers": field_specifiers,
            "kwargs": kwargs,
        }
        return cls_or_fn
    return decorator


def get_origin(tp):
    """The unsubscripted form of `tp`: `get_origin(List[int]) is list`,
    `get_origin(Union[int, str]) is Union`; None for anything else."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_GenericAlias, _SpecialGenericAlias)):
        return tp.__origin__
    if type(tp).__name__ == "GenericAlias":
        return tp.__origin__
    if tp is Generic:
        return Generic
    if type(tp).__name__ == "UnionType":
        return type(tp)
    return None


def get_args(tp):
    """The arguments of `tp`: `get_args(Dict[str, int]) == (str, int)`,
    `get_args(Callable[[int], str]) == ([int], str)`."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _GenericAlias) or type(tp).__name__ in ("GenericAlias", "UnionType"):
        res = tp.__args__
        if isinstance(tp, _CallableGenericAlias) and res and res[0] is not ...:
            res = (list(res[:-1]), res[-1])
        elif getattr(tp, "__origin__", None) is _abc.Callable and res and res[0] is not ...:
            res = (list(res[:-1]), res[-1])
        return res
    return ()


def _strip_annotations(t):
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    if isinstance(t, _GenericAlias) and t.__origin__ in (Required, NotRequired):
        return _strip_annotations(t.__args__[0])
    if isinstance(t, _GenericAlias):
        stripped = tuple(_strip_annotations(a) for a in t.__args__)
        if stripped == t.__args__:
            return t
        return t.copy_with(stripped)
    return t


def _eval_type(t, globalns, localns, recursive_guard=frozenset()):
    """Evaluate the forward references in `t`, inside aliases too."""
    if isinstance(t, ForwardRef):
        return t._evaluate(globalns, localns, recursive_guard)
    if isinstance(t, _GenericAlias):
        args = tuple(_eval_type(a, globalns, localns, recursive_guard) for a in t.__args__)
        if args != t.__args__:
            return t.copy_with(args)
    return t


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The annotations of a function, class (merged along its MRO) or module, with None
    as NoneType and string annotations evaluated as CPython's are: in the globals the
    object was defined in (or `globalns`), with `localns` before them (for a class, its
    own namespace)."""
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            own = _own_dict(base)
            if globalns is None:
                base_globals = _globals_of(base)
            else:
                base_globals = globalns
            ann = own.get("__annotations__") or {}
            base_locals = dict(own) if localns is None else localns
            if localns is None and globalns is None:
                # Names in the class's own namespace come before its module's.
                base_globals, base_locals = base_locals, base_globals
            for name, value in ann.items():
                if value is None:
                    value = _NoneType
                if isinstance(value, str):
                    value = ForwardRef(value, is_argument=False, is_class=True)
                hints[name] = _eval_type(value, base_globals, base_locals)
        if include_extras:
            return hints
        return {k: _strip_annotations(t) for k, t in hints.items()}
    if globalns is None:
        if type(obj).__name__ == "module":
            globalns = _globals_of(obj)
        else:
            nsobj = obj
            while hasattr(nsobj, "__wrapped__"):
                nsobj = nsobj.__wrapped__
            globalns = _globals_of(nsobj)
        if localns is None:
            localns = globalns
    elif localns is None:
        localns = globalns
    ann = getattr(obj, "__annotations__", None)
    if ann is None:
        if isinstance(obj, (int, float, str, bytes, list, tuple, dict, set)) or obj is None:
            raise TypeError(f"{obj!r} is not a module, class, method, or function.")
        return {}
    is_module = type(obj).__name__ == "module"
    for name, value in ann.items():
        if value is None:
            value = _NoneType
        if isinstance(value, str):
            value = ForwardRef(value, is_argument=not is_module, is_class=False)
        hints[name] = _eval_type(value, globalns, localns)
    if include_extras:
        return hints
    return {k: _strip_annotations(t) for k, t in hints.items()}


ContextManager = _alias(_AbstractContextManager, 1, name="ContextManager")
