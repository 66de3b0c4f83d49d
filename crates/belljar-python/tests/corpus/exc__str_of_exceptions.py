errs = [ValueError("msg"), KeyError("key"), KeyError(1), IndexError("idx"), TypeError(),
        OSError("disk full"), ZeroDivisionError("division by zero"),
        StopIteration(5), AttributeError("attr"), NameError("name 'x' is not defined"),
        RuntimeError("a", "b"), Exception(None), UnicodeError("u")]
for e in errs:
    print(f"{type(e).__name__:<18} str={str(e)!r:<35} repr={e!r}")
