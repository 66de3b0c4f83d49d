def check(cfg):
    match cfg:
        case {"version": 1, "name": str(name)}:
            return f"v1 {name}"
        case {"version": 2, **rest} if "name" not in rest:
            return f"v2 anonymous, keys={sorted(rest)}"
        case {"version": int(v)}:
            return f"version {v}"
        case {}:
            return "some mapping"
        case _:
            return "not a mapping"
print(check({"version": 1, "name": "x", "extra": True}))
print(check({"version": 2, "debug": 1}))
print(check({"version": 2, "name": "y"}))
print(check({"version": 3}))
print(check({}))
print(check({"version": "1"}))
print(check([("version", 1)]))
