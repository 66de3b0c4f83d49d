events = [
    {"type": "click", "x": 1, "y": 2},
    {"type": "key", "key": "Enter", "mods": ["ctrl"]},
    {"type": "key", "key": "a"},
    {"type": "scroll"},
    {"kind": "unknown", "extra": 1},
    {"type": "click", "x": 5},
]
for ev in events:
    match ev:
        case {"type": "click", "x": x, "y": y}:
            print(f"click at {x},{y}")
        case {"type": "key", "key": k, "mods": [m, *_]}:
            print(f"key {k} with {m}")
        case {"type": "key", "key": k, **rest}:
            print(f"plain key {k} rest={rest}")
        case {"type": t}:
            print(f"unhandled type {t}")
        case {**everything}:
            print(f"no type: {sorted(everything)}")
