# __init_subclass__ that raises leaves the name unbound; one that re-enters class creation.
class Strict:
    def __init_subclass__(cls, **kw):
        if not hasattr(cls, "required"):
            raise TypeError(f"{cls.__name__} must define 'required'")


try:
    class Missing(Strict):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    Missing
except NameError:
    print("Missing is unbound")


class Ok(Strict):
    required = True


print(Ok.required)

class Counter:
    n = 0

    def __init_subclass__(cls):
        Counter.n += 1
        if Counter.n < 50:
            type("Auto%d" % Counter.n, (Counter,), {})


class Start(Counter):
    pass


print(Counter.n)


class Deep:
    def __init_subclass__(cls):
        type("Again", (cls,), {})


try:
    class Boom(Deep):
        pass
except RecursionError:
    print("RecursionError")
