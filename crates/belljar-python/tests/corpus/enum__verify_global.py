# enum.verify with EnumCheck (UNIQUE, CONTINUOUS, NAMED_FLAGS), and global_enum's reprs and
# exported members.
import enum
from enum import Enum, IntEnum, Flag, IntFlag, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS, EnumCheck

print(list(EnumCheck), EnumCheck.UNIQUE, repr(CONTINUOUS), str(NAMED_FLAGS))
print(EnumCheck("one name per value"), isinstance(UNIQUE, str))


def attempt(make):
    try:
        cls = make()
        print("ok", cls.__name__, list(cls))
    except ValueError as e:
        print("ValueError:", e)
    except TypeError as e:
        print("TypeError:", e)


def unique_ok():
    @verify(UNIQUE)
    class Color(Enum):
        RED = 1
        GREEN = 2
    return Color


def unique_bad():
    @verify(UNIQUE)
    class Color(Enum):
        RED = 1
        GREEN = 2
        CRIMSON = 1
        LIME = 2
    return Color


def continuous_ok():
    @verify(CONTINUOUS)
    class Level(IntEnum):
        LOW = 1
        MID = 2
        HIGH = 3
    return Level


def continuous_bad():
    @verify(CONTINUOUS)
    class Level(IntEnum):
        LOW = 1
        HIGH = 5
        TOP = 7
    return Level


def continuous_flag_bad():
    @verify(CONTINUOUS)
    class Perm(Flag):
        R = 1
        X = 8
    return Perm


def continuous_flag_ok():
    @verify(CONTINUOUS)
    class Perm(Flag):
        R = 1
        W = 2
        X = 4
    return Perm


def named_flags_bad():
    @verify(NAMED_FLAGS)
    class Color(Flag):
        RED = 1
        GREEN = 2
        BLUE = 4
        WHITE = 15
        NEON = 31
    return Color


def named_flags_one():
    @verify(NAMED_FLAGS)
    class Color(Flag):
        RED = 1
        GREEN = 2
        ALL = 7
    return Color


def named_flags_ok():
    @verify(NAMED_FLAGS, UNIQUE)
    class Color(Flag):
        RED = 1
        GREEN = 2
        BOTH = 3
    return Color


def not_enum():
    @verify(UNIQUE)
    class Plain:
        A = 1
    return Plain


for make in [unique_ok, unique_bad, continuous_ok, continuous_bad, continuous_flag_bad,
             continuous_flag_ok, named_flags_bad, named_flags_one, named_flags_ok, not_enum]:
    attempt(make)


@enum.global_enum
class Shade(Enum):
    DARK = 1
    LIGHT = 2


print(repr(Shade.DARK), str(Shade.LIGHT), DARK is Shade.DARK, LIGHT)
print(list(Shade))


@enum.global_enum
class Mode(IntEnum):
    READ = 1
    WRITE = 2


print(repr(Mode.READ), str(Mode.WRITE), format(Mode.READ), READ + WRITE)


@enum.global_enum
class Bits(IntFlag):
    A = 1
    B = 2
    C = 4


print(repr(Bits.A), repr(Bits.A | Bits.C), repr(Bits(0)), str(Bits.B), A | B)
print(enum.global_str(Shade.DARK), enum.global_enum_repr(Mode.WRITE))
