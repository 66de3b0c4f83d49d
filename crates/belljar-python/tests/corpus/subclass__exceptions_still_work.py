class AppError(Exception):
    def __init__(self, msg, code=1):
        super().__init__(msg)
        self.code = code


class NotFound(AppError):
    def __str__(self):
        return f"not found: {self.args[0]}"


try:
    raise NotFound("x.txt", code=404)
except AppError as e:
    print(type(e).__name__, e, e.code, e.args, repr(e), isinstance(e, Exception))


class WithNew(ValueError):
    def __new__(cls, *args):
        self = super().__new__(cls, *args)
        self.extra = "set in __new__"
        return self


try:
    raise WithNew("bad", 2)
except ValueError as e:
    print(e, e.args, e.extra)


class Quiet(Exception):
    pass


print(repr(Quiet()), str(Quiet("a", "b")), Quiet(1).args)
try:
    try:
        raise KeyError("k")
    except KeyError as e:
        raise AppError("wrapped") from e
except AppError as e:
    print(e, repr(e.__cause__))
