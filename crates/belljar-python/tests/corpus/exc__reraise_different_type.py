def risky():
    return {"a": 1}["b"]
def wrapper():
    try:
        return risky()
    except KeyError as e:
        raise LookupError(f"wrapped: {e}")
try:
    wrapper()
except LookupError as e:
    print(type(e).__name__, e, "| context:", type(e.__context__).__name__, e.__context__)
    print("is KeyError instance:", isinstance(e, KeyError))
