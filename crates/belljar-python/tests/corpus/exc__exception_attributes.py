try:
    raise OSError(2, "No such file")
except OSError as e:
    print(e.args, e.errno, e.strerror, str(e))
try:
    raise KeyError("missing", 5)
except KeyError as e:
    print(e.args, str(e))
try:
    int("nope")
except ValueError as e:
    print(repr(e), e.args)
e = StopIteration(7)
print(e.value, e.args)
e = SystemExit(3)
print(e.code, isinstance(e, Exception), isinstance(e, BaseException))
e = ValueError("x")
e.note = "custom attr"
print(e.note, e.__traceback__ is None)
err = Exception("a", "b")
print(str(err), repr(err))
print(repr(KeyError()), str(KeyError("")), str(KeyError("a b")))
