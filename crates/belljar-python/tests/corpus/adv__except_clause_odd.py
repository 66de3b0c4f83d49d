# except clauses with tuples, non-exception classes, and expressions evaluated lazily.
def raiser(exc):
    try:
        raise exc
    except (KeyError, IndexError, ValueError) as e:
        return "caught " + type(e).__name__
    except ZeroDivisionError:
        return "zde"


print(raiser(ValueError()), raiser(ZeroDivisionError()))
try:
    try:
        raise ValueError
    except 5:
        pass
except TypeError as e:
    print("TypeError", e)
try:
    try:
        raise ValueError
    except (ValueError, 5):
        print("matched before the bad entry")
except TypeError as e:
    print("TypeError", e)
calls = []


def which(cls):
    calls.append(cls.__name__)
    return cls


try:
    raise KeyError
except which(IndexError):
    pass
except which(KeyError):
    pass
except which(ValueError):
    pass
print(calls)
try:
    try:
        raise ValueError
    except (KeyError, (ValueError,)):
        print("nested tuple matched")
except TypeError as e:
    print("TypeError", e)
