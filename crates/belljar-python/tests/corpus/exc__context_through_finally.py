def f():
    try:
        raise KeyError("first")
    finally:
        print("finally runs with exception in flight")
try:
    f()
except KeyError as e:
    print("got", repr(e), e.__context__)
def g():
    try:
        try:
            raise ValueError("inner")
        except ValueError:
            raise TypeError("middle")
    except TypeError as e:
        raise RuntimeError("outer") from e
try:
    g()
except RuntimeError as e:
    chain = []
    cur = e
    while cur is not None:
        chain.append(f"{type(cur).__name__}({cur})")
        cur = cur.__cause__ or cur.__context__
    print(" <- ".join(chain))
