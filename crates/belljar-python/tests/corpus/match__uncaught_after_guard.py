def area(shape):
    match shape:
        case {"kind": "square", "side": s}:
            return s * s
        case {"kind": "circle", "r": r}:
            return 3.14159 * r * r
    raise ValueError(f"unknown shape {shape['kind']!r}")
print(area({"kind": "square", "side": 3}))
print(area({"kind": "triangle"}))
