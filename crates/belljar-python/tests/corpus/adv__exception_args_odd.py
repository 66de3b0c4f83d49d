# Exception objects with odd args: str/repr of many args, non-string args, mutated args.
e = ValueError()
print(repr(e), str(e), e.args)
e = ValueError(1, "two", [3])
print(repr(e), str(e))
e = KeyError("k")
print(repr(e), str(e))
e = KeyError()
print(repr(e), "[" + str(e) + "]")
e = ValueError(None)
print(str(e))


class MyErr(Exception):
    def __init__(self, code):
        super().__init__(f"code {code}")
        self.code = code


try:
    raise MyErr(7)
except MyErr as err:
    print(err, err.code, err.args)


class NoSuper(Exception):
    def __init__(self, a, b):
        self.a = a


try:
    raise NoSuper(1, 2)
except NoSuper as err:
    print(repr(err), err.args)


class StrErr(Exception):
    def __str__(self):
        return "custom str"


print(StrErr("x"), repr(StrErr("x")))
