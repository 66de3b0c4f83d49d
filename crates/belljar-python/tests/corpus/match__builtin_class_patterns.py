def typ(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(i):
            return f"int {i}"
        case float(f):
            return f"float {f}"
        case str() if not v:
            return "empty str"
        case str(s):
            return f"str {s}"
        case list([x]):
            return f"one-list {x}"
        case list(l):
            return f"list len {len(l)}"
        case dict(d):
            return f"dict keys {list(d)}"
        case tuple((a, b)):
            return f"pair {a} {b}"
        case None:
            return "none"
    return "???"
for v in [True, 3, 1.5, "", "x", [7], [1, 2], {"a": 1}, (1, 2), (1,), None]:
    print(typ(v))
