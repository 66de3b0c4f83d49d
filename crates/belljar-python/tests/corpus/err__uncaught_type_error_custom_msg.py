def scale(v, factor):
    if not isinstance(factor, (int, float)):
        raise TypeError(f"factor must be a number, not {type(factor).__name__}")
    return v * factor
print(scale(2, 3))
print(scale(2, "3"))
