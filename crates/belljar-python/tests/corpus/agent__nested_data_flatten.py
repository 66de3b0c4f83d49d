# Flattening and unflattening nested JSON-like data, with paths.
import json

doc = {
    "user": {"id": 7, "name": "Ann", "roles": ["admin", "dev"], "meta": {}},
    "settings": {"theme": "dark", "notify": {"email": True, "sms": False}},
    "history": [{"ts": 1, "op": "login"}, {"ts": 5, "op": "logout"}],
    "empty_list": [],
    "nothing": None,
}


def flatten(obj, prefix=""):
    out = {}
    if isinstance(obj, dict) and obj:
        for k, v in obj.items():
            out.update(flatten(v, f"{prefix}.{k}" if prefix else k))
    elif isinstance(obj, list) and obj:
        for i, v in enumerate(obj):
            out.update(flatten(v, f"{prefix}[{i}]"))
    else:
        out[prefix] = obj
    return out


def unflatten(flat):
    root = {}
    for path, value in flat.items():
        tokens = []
        for part in path.split("."):
            name, _, rest = part.partition("[")
            tokens.append(name)
            while rest:
                idx, _, rest = rest.partition("]")
                tokens.append(int(idx))
                rest = rest.lstrip("[")
        cur = root
        for tok, nxt in zip(tokens, tokens[1:] + [None]):
            if nxt is None:
                if isinstance(cur, list):
                    cur.append(value)
                else:
                    cur[tok] = value
            else:
                child = [] if isinstance(nxt, int) else {}
                if isinstance(cur, list):
                    if tok >= len(cur):
                        cur.append(child)
                    cur = cur[tok]
                else:
                    cur = cur.setdefault(tok, child)
    return root


flat = flatten(doc)
for k, v in flat.items():
    print(f"{k:<24} = {v!r}")
back = unflatten(flat)
print(back == doc)
print(json.dumps(back, sort_keys=True))
print(sorted(k for k in flat if "notify" in k))
print({k: v for k, v in flat.items() if isinstance(v, bool)})
