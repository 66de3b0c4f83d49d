"""enum: Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique and the EnumType metaclass,
following CPython 3.11's semantics (Belljar's own code). The class body runs in an _EnumDict
(EnumType.__prepare__), which records member names in order, resolves auto() and refuses
reused names; EnumType.__new__ then makes the members."""

from types import MappingProxyType as _MappingProxyType

__all__ = [
    "EnumType", "EnumMeta", "Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "ReprEnum",
    "auto", "unique", "member", "nonmember", "FlagBoundary", "STRICT", "CONFORM", "EJECT",
    "KEEP", "show_flag_values",
]

# The classes below are None until defined (EnumType checks them while making them).
Enum = ReprEnum = Flag = EJECT = KEEP = STRICT = CONFORM = None

_FunctionType = type(lambda: None)


class nonmember(object):
    """Protects an item from becoming a member."""
    def __init__(self, value):
        self.value = value


class member(object):
    """Forces an item to become a member."""
    def __init__(self, value):
        self.value = value


def _is_descriptor(obj):
    if isinstance(obj, (_FunctionType, classmethod, staticmethod, property)):
        return True
    t = type(obj)
    return hasattr(t, "__get__") or hasattr(t, "__set__") or hasattr(t, "__delete__")


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == "__"
            and name[2] != "_" and name[-3] != "_")


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == "_"
            and name[1] != "_" and name[-2] != "_")


def _is_private(cls_name, name):
    pattern = "_%s__" % (cls_name.lstrip("_"),)
    if len(name) > len(pattern) and name.startswith(pattern):
        return not name.endswith("_") or not name[-2:] == "__"
    return False


def _is_single_bit(num):
    if num == 0:
        return False
    num &= num - 1
    return num == 0


def _iter_bits_lsb(num):
    while num:
        low = num & -num
        yield low
        num ^= low


def show_flag_values(value):
    return list(_iter_bits_lsb(value))


def _bin(num, max_bits=None):
    """Like bin(), in two's complement for negatives (CPython's enum.bin)."""
    ceiling = 2 ** (num).bit_length()
    if num >= 0:
        s = bin(num + ceiling).replace("1", "0", 1)
    else:
        s = bin(~num ^ (ceiling - 1) + ceiling)
    sign = s[:3]
    digits = s[3:]
    if max_bits is not None:
        if len(digits) < max_bits:
            digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return "%s %s" % (sign, digits)


def _is_builtin_class(cls):
    return getattr(cls, "__module__", None) == "builtins"


class _AutoNull:
    def __repr__(self):
        return "_auto_null"


_auto_null = _AutoNull()


class auto:
    """Instances are replaced with an appropriate value in Enum class suites."""
    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % self.value


_SUNDERS = ("_order_", "_generate_next_value_", "_numeric_repr_", "_missing_", "_ignore_",
            "_iter_member_", "_iter_member_by_value_", "_iter_member_by_def_")


class _EnumDict(dict):
    """The namespace of an Enum class body: keeps member names in order and resolves
    auto() values as they are assigned."""
    def __init__(self):
        super().__init__()
        self._member_names = {}
        self._last_values = []
        self._ignore = []
        self._auto_called = False
        self._cls_name = ""
        self._generate_next_value = None

    def __setitem__(self, key, value):
        if _is_private(self._cls_name, key):
            pass
        elif _is_sunder(key):
            if key not in _SUNDERS:
                raise ValueError("_sunder_ names, such as %r, are reserved for future Enum use"
                                 % (key,))
            if key == "_generate_next_value_":
                if self._auto_called:
                    raise TypeError("_generate_next_value_ must be defined before members")
                self._generate_next_value = (value.__func__ if isinstance(value, staticmethod)
                                             else value)
            elif key == "_ignore_":
                if isinstance(value, str):
                    value = value.replace(",", " ").split()
                else:
                    value = list(value)
                self._ignore = value
                already = set(value) & set(self._member_names)
                if already:
                    raise ValueError("_ignore_ cannot specify already set names: %r"
                                     % (already,))
        elif _is_dunder(key):
            if key == "__order__":
                key = "_order_"
        elif key in self._member_names:
            raise TypeError("%r already defined as %r" % (key, self[key]))
        elif key in self._ignore:
            pass
        elif isinstance(value, nonmember):
            value = value.value
        elif _is_descriptor(value):
            pass
        else:
            if key in self:
                raise TypeError("%r already defined as %r" % (key, self[key]))
            if isinstance(value, member):
                value = value.value
            plain = True
            single = False
            if isinstance(value, auto):
                single = True
                value = (value,)
            if type(value) is tuple and any(isinstance(v, auto) for v in value):
                resolved = []
                for v in value:
                    if isinstance(v, auto):
                        plain = False
                        if v.value is _auto_null:
                            v.value = self._generate_next_value(
                                key, 1, len(self._member_names), self._last_values[:])
                            self._auto_called = True
                        v = v.value
                        self._last_values.append(v)
                    resolved.append(v)
                value = resolved[0] if single else tuple(resolved)
            self._member_names[key] = None
            if plain:
                self._last_values.append(value)
        super().__setitem__(key, value)

    def update(self, members, **more_members):
        try:
            for name in members.keys():
                self[name] = members[name]
        except AttributeError:
            for name, value in members:
                self[name] = value
        for name, value in more_members.items():
            self[name] = value


def _check_for_existing_members(class_name, bases):
    for chain in bases:
        for base in chain.__mro__:
            if isinstance(base, EnumType) and base._member_names_:
                raise TypeError("<enum %r> cannot extend %r" % (class_name, base))


def _find_data_type(class_name, bases):
    data_types = []
    for chain in bases:
        candidate = None
        for base in chain.__mro__:
            if base is object:
                continue
            if isinstance(base, EnumType):
                if base._member_type_ is not object:
                    if base._member_type_ not in data_types:
                        data_types.append(base._member_type_)
                    break
            elif (_is_builtin_class(base) or "__new__" in vars(base)
                  or "__dataclass_fields__" in vars(base)):
                found = candidate or base
                if found not in data_types:
                    data_types.append(found)
                break
            else:
                candidate = candidate or base
    if len(data_types) > 1:
        raise TypeError("too many data types for %r: %r" % (class_name, set(data_types)))
    return data_types[0] if data_types else None


def _get_mixins(class_name, bases):
    if not bases:
        return object, Enum
    _check_for_existing_members(class_name, bases)
    first_enum = bases[-1]
    if not isinstance(first_enum, EnumType):
        raise TypeError("new enumerations should be created as "
                        "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
    member_type = _find_data_type(class_name, bases) or object
    return member_type, first_enum


def _find_data_repr(bases):
    for chain in bases:
        for base in chain.__mro__:
            if base is object:
                continue
            if isinstance(base, EnumType):
                return base._value_repr_
            if _is_builtin_class(base):
                return base.__repr__
            if "__repr__" in vars(base):
                return vars(base)["__repr__"]
    return None


def _resolves_to_data_type(cls, name):
    """Whether looking `name` up on `cls` (past its own namespace) reaches a builtin class
    (the data type, or object) before any class that defines it."""
    for base in cls.__mro__[1:]:
        if _is_builtin_class(base):
            return True
        if name in vars(base):
            return False
    return True


def _data_str(member_type):
    if member_type in (int, float, complex, bool):
        def __str__(self):
            return member_type.__repr__(self)
    elif _is_builtin_class(member_type) or any(
            "__str__" in vars(c) for c in member_type.__mro__[:-1]):
        def __str__(self):
            return member_type.__str__(self)
    else:
        def __str__(self):
            return member_type.__repr__(self)
    return __str__


def _data_format(member_type):
    def __format__(self, format_spec):
        return member_type.__format__(self, format_spec)
    return __format__


def _data_hash(member_type):
    def __hash__(self):
        return member_type.__hash__(self)
    return __hash__


def _make_member(enum_class, member_name, value, new_member, use_args, is_flag):
    args = value if isinstance(value, tuple) else (value,)
    member_type = enum_class._member_type_
    if member_type is tuple:
        args = (args,)
    if not use_args:
        enum_member = new_member(enum_class)
    else:
        enum_member = new_member(enum_class, *args)
    if not hasattr(enum_member, "_value_"):
        if member_type is object:
            enum_member._value_ = value
        else:
            try:
                enum_member._value_ = member_type(*args)
            except Exception as exc:
                new_exc = TypeError("_value_ not set in __new__, unable to create it")
                new_exc.__cause__ = exc
                raise new_exc
    value = enum_member._value_
    enum_member._name_ = member_name
    enum_member.__objclass__ = enum_class
    enum_member.__init__(*args)
    enum_member._sort_order_ = len(enum_class._member_names_)
    if is_flag:
        enum_class._flag_mask_ |= value
        if _is_single_bit(value):
            enum_class._singles_mask_ |= value
        enum_class._all_bits_ = 2 ** (enum_class._flag_mask_.bit_length()) - 1
    # A member whose value another member already has is an alias of that one.
    try:
        try:
            enum_member = enum_class._value2member_map_[value]
        except TypeError:
            for canonical in enum_class._member_map_.values():
                if canonical._value_ == value:
                    enum_member = canonical
                    break
            else:
                raise KeyError
    except KeyError:
        if not is_flag or _is_single_bit(value):
            enum_class._member_names_.append(member_name)
    setattr(enum_class, member_name, enum_member)
    enum_class._member_map_[member_name] = enum_member
    try:
        enum_class._value2member_map_.setdefault(value, enum_member)
    except TypeError:
        enum_class._unhashable_values_.append(value)


class EnumType(type):
    """Metaclass for Enum."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        _check_for_existing_members(cls, bases)
        enum_dict = _EnumDict()
        enum_dict._cls_name = cls
        member_type, first_enum = _get_mixins(cls, bases)
        if first_enum is not None:
            enum_dict["_generate_next_value_"] = getattr(first_enum, "_generate_next_value_",
                                                         None)
        return enum_dict

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        if _simple:
            return super().__new__(metacls, cls, bases, classdict, **kwds)
        if isinstance(classdict, _EnumDict):
            member_names = list(classdict._member_names)
        else:
            member_names = []
        classdict.setdefault("_ignore_", []).append("_ignore_")
        for key in classdict["_ignore_"]:
            classdict.pop(key, None)
            if key in member_names:
                member_names.remove(key)
        invalid = [n for n in member_names if n in ("mro", "")]
        if invalid:
            raise ValueError("invalid enum member name(s) %s"
                             % (",".join(repr(n) for n in invalid),))
        order = classdict.pop("_order_", None)
        body = {}
        values = {}
        for key, value in dict.items(classdict):
            if key in member_names:
                values[key] = value
            else:
                body[key] = value
        member_type, first_enum = _get_mixins(cls, bases)
        # The __new__ that makes members: the body's own, one an enum base saved as
        # __new_member__, the data type's, or object's.
        new_member = body.get("__new__")
        if isinstance(new_member, staticmethod):
            new_member = new_member.__func__
        save_new = first_enum is not None and new_member is not None
        use_args = True
        if new_member is None:
            new_member = getattr(first_enum, "__new_member__", None) if first_enum else None
            if new_member is None:
                if member_type is not object:
                    data_type = member_type
                    def new_member(cls, *args):
                        return data_type.__new__(cls, *args)
                else:
                    new_member = object.__new__
                    use_args = False
        if first_enum is None:
            use_args = False
        body["_new_member_"] = new_member
        body["_use_args_"] = use_args
        body["_member_names_"] = []
        body["_member_map_"] = {}
        body["_value2member_map_"] = {}
        body["_unhashable_values_"] = []
        body["_member_type_"] = member_type
        body["_value_repr_"] = _find_data_repr(bases)
        is_flag_base = Flag is None and cls == "Flag"
        body["_boundary_"] = boundary or getattr(first_enum, "_boundary_", None)
        body["_flag_mask_"] = 0
        body["_singles_mask_"] = 0
        body["_all_bits_"] = 0
        body["_inverted_"] = None
        enum_class = super().__new__(metacls, cls, bases, body, **kwds)
        is_flag = is_flag_base or (Flag is not None and issubclass(enum_class, Flag))
        for name in member_names:
            _make_member(enum_class, name, values[name], new_member, use_args, is_flag)
        # The data type's str() and format() for ReprEnum, and Enum's methods where the
        # data type's (or object's) would otherwise come first in the MRO.
        if ReprEnum is not None and ReprEnum in bases:
            if member_type is object:
                raise TypeError("ReprEnum subclasses must be mixed with a data type (i.e."
                                " int, str, float, etc.)")
            if "__format__" not in body:
                enum_class.__format__ = _data_format(member_type)
                body["__format__"] = enum_class.__format__
            if "__str__" not in body:
                enum_class.__str__ = _data_str(member_type)
                body["__str__"] = enum_class.__str__
        if first_enum is not None:
            for name in ("__repr__", "__str__", "__format__"):
                if name not in body and _resolves_to_data_type(enum_class, name):
                    setattr(enum_class, name, getattr(first_enum, name))
        if ("__hash__" not in body and member_type is not object
                and _is_builtin_class(member_type)):
            enum_class.__hash__ = _data_hash(member_type)
        if is_flag and Flag is not None:
            for name in ("__or__", "__and__", "__xor__", "__ror__", "__rand__", "__rxor__",
                         "__invert__"):
                if name not in body:
                    setattr(enum_class, name, getattr(Flag, name))
        if Enum is not None:
            if save_new:
                enum_class.__new_member__ = new_member
            enum_class.__new__ = Enum.__new__
        if order is not None and isinstance(order, str):
            order = order.replace(",", " ").split()
        if not is_flag:
            for name in ("_boundary_", "_flag_mask_", "_singles_mask_", "_all_bits_",
                         "_inverted_"):
                delattr(enum_class, name)
        elif Flag is not None:
            values_in_order = [m._value_ for m in enum_class]
            if values_in_order != sorted(values_in_order):
                enum_class._iter_member_ = enum_class._iter_member_by_def_
            if order:
                order = [o for o in order if o not in enum_class._member_map_
                         or _is_single_bit(enum_class[o]._value_)]
        if order:
            order = [o for o in order if o not in enum_class._member_map_
                     or o in enum_class._member_names_]
            if order != enum_class._member_names_:
                raise TypeError("member order does not match _order_:\n  %r\n  %r"
                                % (enum_class._member_names_, order))
        return enum_class

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type,
                            start=start, boundary=boundary)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        super().__delattr__(attr)

    def __getattr__(cls, name):
        if _is_dunder(name):
            raise AttributeError(name)
        try:
            return cls._member_map_[name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __len__(cls):
        return len(cls._member_names_)

    @property
    def __members__(cls):
        return _MappingProxyType(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % cls.__name__
        return "<enum %r>" % cls.__name__

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __setattr__(cls, name, value):
        member_map = getattr(cls, "_member_map_", {})
        if name in member_map:
            raise AttributeError("cannot reassign member %r" % (name,))
        super().__setattr__(name, value)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        metacls = cls.__class__
        bases = (cls,) if type is None else (type, cls)
        _, first_enum = _get_mixins(class_name, bases)
        classdict = metacls.__prepare__(class_name, bases)
        if isinstance(names, str):
            names = names.replace(",", " ").split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            for count, name in enumerate(original_names):
                value = first_enum._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        if names is None:
            names = ()
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        classdict["__module__"] = "__main__" if module is None else module
        if qualname is not None:
            classdict["__qualname__"] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)


EnumMeta = EnumType


def _enum_new(cls, value):
    """Look a member up by value (what Color(1) runs)."""
    if type(value) is cls:
        return value
    try:
        return cls._value2member_map_[value]
    except KeyError:
        pass
    except TypeError:
        for m in cls._member_map_.values():
            if m._value_ == value:
                return m
    if not cls._member_map_:
        raise TypeError("%r has no members defined" % cls)
    exc = None
    try:
        result = cls._missing_(value)
    except Exception as e:
        exc = e
        result = None
    if isinstance(result, cls):
        return result
    if (Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT
            and isinstance(result, int)):
        return result
    ve_exc = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
    if result is None and exc is None:
        raise ve_exc
    if exc is None:
        exc = TypeError("error in %s._missing_: returned %r instead of None or a valid member"
                        % (cls.__name__, result))
    if not isinstance(exc, ValueError):
        exc.__context__ = ve_exc
    raise exc


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs."""

    __new__ = _enum_new

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        try:
            last = last_values[-1]
            last_values.sort()
            if last == last_values[-1]:
                return last + 1
            raise TypeError
        except TypeError:
            for v in reversed(last_values):
                try:
                    return v + 1
                except TypeError:
                    pass
            return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ or repr
        return "<%s.%s: %s>" % (self.__class__.__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return str.__format__(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __deepcopy__(self, memo):
        return self

    def __copy__(self):
        return self

    @property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @property
    def value(self):
        """The value of the Enum member."""
        return self._value_


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in type."""


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints."""


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings."""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError("too many arguments for str(): %r" % (values,))
        if len(values) == 1:
            if not isinstance(values[0], str):
                raise TypeError("%r is not a string" % (values[0],))
        if len(values) >= 2:
            if not isinstance(values[1], str):
                raise TypeError("encoding must be a string, not %r" % (values[1],))
        if len(values) == 3:
            if not isinstance(values[2], str):
                raise TypeError("errors must be a string, not %r" % (values[2]))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class FlagBoundary(StrEnum):
    """How out-of-range values are handled: STRICT raises (Flag's default), CONFORM drops
    the extra bits, EJECT returns a plain int, KEEP keeps them (IntFlag's default)."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


def _flag_operand(flag, other):
    """The int a flag operation combines with `flag`: another member's value, a plain value
    of the flag's data type (IntFlag | int), or NotImplemented."""
    if isinstance(other, flag.__class__):
        return other._value_
    if flag._member_type_ is not object and isinstance(other, flag._member_type_):
        return other
    return NotImplemented


class Flag(Enum, boundary=STRICT):
    """Support for flags."""

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = last_value.bit_length() - 1
        except Exception:
            raise TypeError("invalid flag value %r" % last_value) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _iter_member_by_value_(cls, value):
        for val in _iter_bits_lsb(value & cls._flag_mask_):
            yield cls._value2member_map_.get(val)

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        yield from sorted(cls._iter_member_by_value_(value), key=lambda m: m._sort_order_)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        singles_mask = cls._singles_mask_
        all_bits = cls._all_bits_
        neg_value = None
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            if cls._boundary_ is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s"
                                 % (cls, value, _bin(value, max_bits),
                                    _bin(flag_mask, max_bits)))
            if cls._boundary_ is CONFORM:
                value = value & flag_mask
            elif cls._boundary_ is EJECT:
                return value
            elif cls._boundary_ is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** (value.bit_length())) + value
            else:
                raise ValueError("%r unknown flag boundary %r" % (cls, cls._boundary_))
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        aliases = value & ~singles_mask
        member_value = value & singles_mask
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError("%s(%r) -->  unknown values %r [%s]"
                             % (cls.__name__, value, unknown, _bin(unknown)))
        if cls._member_type_ is object:
            pseudo_member = object.__new__(cls)
        else:
            pseudo_member = cls._member_type_.__new__(cls, value)
        if not hasattr(pseudo_member, "_value_"):
            pseudo_member._value_ = value
        if member_value or aliases:
            members = []
            combined_value = 0
            for m in cls._iter_member_(member_value):
                members.append(m)
                combined_value |= m._value_
            if aliases:
                value = member_value | aliases
                for n, pm in cls._member_map_.items():
                    if pm not in members and pm._value_ and pm._value_ & value == pm._value_:
                        members.append(pm)
                        combined_value |= pm._value_
            unknown = value ^ combined_value
            pseudo_member._name_ = "|".join([m._name_ for m in members])
            if not combined_value:
                pseudo_member._name_ = None
            elif unknown and cls._boundary_ is STRICT:
                raise ValueError("%r: no members with value %r" % (cls, unknown))
            elif unknown:
                pseudo_member._name_ += "|%s" % cls._numeric_repr_(unknown)
        else:
            pseudo_member._name_ = None
        pseudo_member = cls._value2member_map_.setdefault(value, pseudo_member)
        if neg_value is not None:
            cls._value2member_map_[neg_value] = pseudo_member
        return pseudo_member

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        yield from self._iter_member_(self._value_)

    def __len__(self):
        return self._value_.bit_count()

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, v_repr(self._value_))
        return "<%s.%s: %s>" % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return "%s(%r)" % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def __or__(self, other):
        other = _flag_operand(self, other)
        if other is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ | other)

    def __and__(self, other):
        other = _flag_operand(self, other)
        if other is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ & other)

    def __xor__(self, other):
        other = _flag_operand(self, other)
        if other is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ ^ other)

    def __invert__(self):
        if self._inverted_ is None:
            if self._boundary_ in (EJECT, KEEP):
                self._inverted_ = self.__class__(~self._value_)
            else:
                self._inverted_ = self.__class__(self._singles_mask_ & ~self._value_)
        return self._inverted_

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Support for integer-based Flags."""


def unique(enumeration):
    """Class decorator for enumerations ensuring unique member values."""
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ", ".join(["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError("duplicate values found in %r: %s" % (enumeration, alias_details))
    return enumeration


class EnumCheck(StrEnum):
    """Conditions `verify` checks an enumeration for."""
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


def _high_bit(value):
    """The index of the highest bit set, or -1 for zero or a negative number."""
    return value.bit_length() - 1


class verify:
    """Class decorator checking an enumeration for the given `EnumCheck`s."""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        checks = self.checks
        cls_name = enumeration.__name__
        if Flag is not None and issubclass(enumeration, Flag):
            enum_type = 'flag'
        elif issubclass(enumeration, Enum):
            enum_type = 'enum'
        else:
            raise TypeError("the 'verify' decorator only works with Enum and Flag")
        for check in checks:
            if check is UNIQUE:
                duplicates = []
                for name, member in enumeration.__members__.items():
                    if name != member.name:
                        duplicates.append((name, member.name))
                if duplicates:
                    alias_details = ', '.join(
                        ["%s -> %s" % (alias, name) for (alias, name) in duplicates])
                    raise ValueError('aliases found in %r: %s' % (enumeration, alias_details))
            elif check is CONTINUOUS:
                values = set(e.value for e in enumeration)
                if len(values) < 2:
                    continue
                low, high = min(values), max(values)
                missing = []
                if enum_type == 'flag':
                    # Every power of two between the lowest and the highest.
                    for i in range(_high_bit(low) + 1, _high_bit(high)):
                        if 2 ** i not in values:
                            missing.append(2 ** i)
                else:
                    # Every integer between the lowest and the highest.
                    for i in range(low + 1, high):
                        if i not in values:
                            missing.append(i)
                if missing:
                    # (Cut to 256 characters, as CPython does.)
                    raise ValueError(('invalid %s %r: missing values %s' % (
                        enum_type, cls_name, ', '.join((str(m) for m in missing))))[:256])
            elif check is NAMED_FLAGS:
                member_names = enumeration._member_names_
                member_values = [m.value for m in enumeration]
                missing_names = []
                missing_value = 0
                for name, alias in enumeration._member_map_.items():
                    if name in member_names:
                        continue
                    if alias.value < 0:
                        continue
                    values = list(_iter_bits_lsb(alias.value))
                    missed = [v for v in values if v not in member_values]
                    if missed:
                        missing_names.append(name)
                        for v in missed:
                            missing_value |= v
                if missing_names:
                    if len(missing_names) == 1:
                        alias = 'alias %s is missing' % missing_names[0]
                    else:
                        alias = 'aliases %s and %s are missing' % (
                            ', '.join(missing_names[:-1]), missing_names[-1])
                    if _is_single_bit(missing_value):
                        value = 'value 0x%x' % missing_value
                    else:
                        value = 'combined values of 0x%x' % missing_value
                    raise ValueError(
                        'invalid Flag %r: %s %s [use enum.show_flag_values(value) for details]'
                        % (cls_name, alias, value))
        return enumeration


def global_enum_repr(self):
    """`module.NAME` instead of `<Class.NAME: value>` (the module's last dotted part)."""
    module = self.__class__.__module__.split('.')[-1]
    return '%s.%s' % (module, self._name_)


def global_flag_repr(self):
    """`module.A|module.B` for flags (`module.Class(value)` without a name)."""
    module = self.__class__.__module__.split('.')[-1]
    cls_name = self.__class__.__name__
    if self._name_ is None:
        return "%s.%s(%r)" % (module, cls_name, self._value_)
    if _is_single_bit(self):
        return '%s.%s' % (module, self._name_)
    if self._boundary_ is not FlagBoundary.KEEP:
        return '|'.join(['%s.%s' % (module, name) for name in self.name.split('|')])
    name = []
    for n in self._name_.split('|'):
        if n[0].isdigit():
            name.append(n)
        else:
            name.append('%s.%s' % (module, n))
    return '|'.join(name)


def global_str(self):
    """The member's bare name (`Class(value)` without one)."""
    if self._name_ is None:
        cls_name = self.__class__.__name__
        return "%s(%r)" % (cls_name, self._value_)
    return self._name_


def global_enum(cls, update_str=False):
    """Class decorator: members repr as `module.NAME` and are exported into the module the
    enumeration is defined in (the session's globals for `__main__`)."""
    if issubclass(cls, Flag):
        cls.__repr__ = global_flag_repr
    else:
        cls.__repr__ = global_enum_repr
    if not issubclass(cls, ReprEnum) or update_str:
        cls.__str__ = global_str
    _export_members(cls.__module__, dict(cls.__members__))
    return cls


__all__ += ["verify", "EnumCheck", "CONTINUOUS", "NAMED_FLAGS", "UNIQUE", "global_enum",
            "global_enum_repr", "global_flag_repr", "global_str"]
