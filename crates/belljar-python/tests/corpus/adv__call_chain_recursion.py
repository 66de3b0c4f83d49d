# Call chains that never reach a Python frame of their own must still hit the recursion limit.
def show(label, f):
    try:
        r = f()
        print(label, "ok", type(r).__name__)
    except RecursionError:
        print(label, "RecursionError")
    except Exception as e:
        print(label, type(e).__name__, e)


class A:
    pass


A.__init__ = A
show("init is the class", A)


class B:
    pass


B.__call__ = B()
show("call is an instance", lambda: B()())


class C:
    def __getattr__(self, n):
        return getattr(self, n)


show("getattr reenters", lambda: C().x)


class D:
    pass


D.__init__ = staticmethod(D)
show("init is a staticmethod of the class", D)


class F:
    def __call__(self):
        return self()


show("call calls self", F())


class G:
    @property
    def __call__(self):
        return self


show("call is a property", lambda: G()())


class H:
    def __getattr__(self, name):
        return self.__dict__[name]


show("getattr via dict", lambda: H().zz)


class I:
    def __init__(self):
        self.__init__()


show("init calls init", I)


class J:
    __call__ = print


show("call is a builtin", lambda: J()("hi"))


class K:
    pass


k = K()
k.__call__ = lambda: 1
show("instance __call__ is ignored", k)

# The limit is not exhausted after all of that.
def depth(n):
    return n if n == 0 else depth(n - 1)


print(depth(500))
