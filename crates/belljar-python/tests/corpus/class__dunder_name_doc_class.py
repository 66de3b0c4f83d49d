class Thing:
    """A thing."""
    def method(self):
        """Does stuff."""
t = Thing()
print(Thing.__name__, Thing.__doc__, Thing.method.__name__, Thing.method.__doc__)
print(t.__class__.__name__, type(t) is Thing, type(Thing).__name__)
print(type(1).__name__, type("").__name__, type([]).__name__, type(None).__name__, type(len).__name__)
print(int.__name__, type(3.0) is float, (1).__class__.__name__)
class Sub(Thing):
    pass
print(Sub.__doc__, Sub.__qualname__ if hasattr(Sub, "__qualname__") else "")
def f():
    class Inner:
        pass
    return Inner
print(f().__name__, f().__qualname__)
