def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('property().setter()', lambda: property().setter())
check('property().getter(1, 2)', lambda: property().getter(1, 2))
check('property().deleter(x=1)', lambda: property().deleter(x=1))
check('type(property().setter(len)).__name__', lambda: type(property().setter(len)).__name__)
check('property(fget=len).fget is len', lambda: property(fget=len).fget is len)
check("property(len, doc='d').fset", lambda: property(len, doc='d').fset)
class C:
    def __init__(self):
        self._v = 1
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, x):
        self._v = x * 2

c = C()
c.v = 5
print(c.v)
