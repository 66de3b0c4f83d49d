# A chained exception: the last line is the outer exception.
def load(name):
    data = {"a": 1}
    try:
        return data[name]
    except KeyError as e:
        raise LookupError(f"cannot load {name!r}") from e


print(load("a"))
try:
    load("b")
except LookupError as e:
    print(type(e.__cause__).__name__, e.__cause__, e.__suppress_context__)
load("zz")
