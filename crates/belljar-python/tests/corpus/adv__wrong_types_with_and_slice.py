# Argument and protocol type errors: list.pop with a non-int, with on objects lacking __enter__/__exit__ (looked up on the type), slice equality, ordering and unhashability.
def t(label, f):
    try:
        r = f()
        print(label, "ok", repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)
t(1, lambda: [].pop('x'))
t(2, lambda: [1].pop(None))
class NoEnter:
    def __exit__(self, *a): pass
class NoExit:
    def __enter__(self): return self
class Neither:
    pass
def w(o):
    def f():
        with o:
            return "inside"
    return f
t(3, w(NoEnter()))
t(4, w(NoExit()))
t(5, w(Neither()))
t(6, w(5))
t(7, w(None))
t(8, lambda: slice(1, 2) == slice(1, 2))
t(9, lambda: slice(1, 2) != slice(1, 2))
t(10, lambda: slice(1, 2) == slice(1, 3))
t(11, lambda: slice(1, 2) < slice(1, 3))
t(12, lambda: slice(1, 2) <= slice(1, 2))
t(13, lambda: slice(2, 2) > slice(1, 9))
t(14, lambda: hash(slice(1, 2)))
t(15, lambda: {slice(1, 2): 1})
t(16, lambda: slice(1, 2) in [slice(1, 2)])
t(17, lambda: slice(None, 2) < slice(1, 2))
t(18, lambda: slice(1) == slice(None, 1, None))
t(19, lambda: slice(1, 2) == (1, 2, None))
t(20, lambda: sorted([slice(3, 1), slice(1, 2), slice(1, 1)]))
t(21, lambda: slice(1.5, 2) == slice(1.5, 2.0))
t(22, lambda: {slice(1, 2)})
t(23, lambda: slice([], 1) == slice([], 1))
t(24, lambda: slice(1, 2) < 5)
t(25, lambda: max(slice(1, 2), slice(0, 5)))
class InstOnly:
    pass
io = InstOnly()
io.__enter__ = lambda: 1
io.__exit__ = lambda *a: None
t(30, w(io))
class EnterRaises:
    def __enter__(self):
        raise KeyError("enter")
    def __exit__(self, *a):
        print("exit must not run")
t(31, w(EnterRaises()))
class ExitNotCallable:
    __exit__ = 5
    def __enter__(self):
        return "entered"
t(32, w(ExitNotCallable()))
class Static:
    @staticmethod
    def __enter__():
        return "static enter"
    @staticmethod
    def __exit__(*a):
        print("static exit", a[0] is None)
t(33, w(Static()))
