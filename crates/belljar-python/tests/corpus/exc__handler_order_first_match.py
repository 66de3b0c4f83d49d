def which(exc):
    try:
        raise exc
    except Exception:
        return "Exception"
    except ValueError:
        return "ValueError (unreachable)"
print(which(ValueError()), which(KeyError()))
def which2(exc):
    try:
        raise exc
    except (IndexError, KeyError) as e:
        return f"lookup {type(e).__name__}"
    except BaseException as e:
        return f"base {type(e).__name__}"
print(which2(KeyError()), which2(IndexError()), which2(StopIteration()), which2(GeneratorExit()))
classes = (ZeroDivisionError, OverflowError)
try:
    1 / 0
except classes as e:
    print("tuple variable matched", type(e).__name__)
