e = ValueError("one", 2, [3])
print(e.args, len(e.args), str(e))
e2 = ValueError()
print(e2.args, str(e2) == "", repr(e2))
e3 = KeyError("k")
print(str(e3), repr(e3), e3.args[0])
e4 = Exception(("tuple",))
print(str(e4), e4.args)
class Custom(Exception):
    def __init__(self, a, b):
        super().__init__(a)
        self.b = b
c = Custom("msg", 99)
print(c.args, str(c), c.b, repr(c))
print(isinstance(c, Exception), isinstance(c, BaseException), Custom.__mro__[1].__name__)
