def classify(m):
    match m:
        case {1: "one", **rest}:
            return f"has 1, rest {rest}"
        case {None: v}:
            return f"None key -> {v}"
        case {"n": 0 | 1 as bit}:
            return f"bit {bit}"
        case {"n": float() | int() as num} if num > 100:
            return "big number"
        case {"items": [*items]} if len(items) > 2:
            return f"{len(items)} items"
        case {"items": []}:
            return "no items"
        case _:
            return "unmatched"
for m in [{1: "one", 2: "two"}, {None: "x"}, {"n": 1}, {"n": True}, {"n": 500.5}, {"items": [1, 2, 3]}, {"items": []}, {"items": (1,)}, {}]:
    print(m, "->", classify(m))
