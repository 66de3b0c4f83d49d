# AttributeError messages on classes, instances, modules and builtins.
import math


def show(fn):
    try:
        fn()
    except AttributeError as e:
        print(type(e).__name__ + ":", e)


class Point:
    dims = 2

    def __init__(self):
        self.x = 1
        self.y = 2

    @property
    def norm(self):
        return self.missing_attr


class Frozen:
    __slots_like__ = ()

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is read-only ({name})")


p = Point()
show(lambda: p.z)
show(lambda: p.norm)
show(lambda: Point.x)
show(lambda: Point.dimz)
show(lambda: math.tau_)
show(lambda: math.sine)
show(lambda: setattr(Frozen(), "a", 1))
show(lambda: delattr(p, "q"))
show(lambda: (1).real.imag.nope)
show(lambda: None.strip())
show(lambda: "x".foo)
show(lambda: [].sort_by)
show(lambda: print.__nope__)
show(lambda: len.x)
show(lambda: type.mro_)
show(lambda: (lambda: 0).func_name)
show(lambda: object().x)
show(lambda: setattr(1, "x", 2))
show(lambda: setattr("s", "upper", 2))
show(lambda: setattr([], "append", 2))
del p.x
show(lambda: p.x)
p.missing_attr = "now set"
print(p.norm)
Point().lenght
