def classify(fn):
    try:
        fn()
    except LookupError as e:
        return f"LookupError<{type(e).__name__}>"
    except ArithmeticError as e:
        return f"ArithmeticError<{type(e).__name__}>"
    except (TypeError, ValueError) as e:
        return f"Type/Value<{type(e).__name__}>"
    except Exception as e:
        return f"Exception<{type(e).__name__}>"
    return "no error"
print(classify(lambda: [][0]))
print(classify(lambda: {}["a"]))
print(classify(lambda: 1 / 0))
print(classify(lambda: int("x")))
print(classify(lambda: None + 1))
print(classify(lambda: undefined_name))
print(classify(lambda: [].nope))
print(classify(lambda: 2 ** 10))
print(classify(lambda: float(10 ** 400)))
