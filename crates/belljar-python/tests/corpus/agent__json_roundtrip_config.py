# Config handling: JSON round trips, merging defaults, validation messages.
import json

DEFAULTS = {
    "name": "service",
    "port": 8080,
    "debug": False,
    "tags": [],
    "limits": {"cpu": 1.0, "memory_mb": 512, "timeouts": {"read": 5, "write": 10}},
}

raw = '''
{
  "name": "billing",
  "port": 9090,
  "tags": ["prod", "eu"],
  "limits": {"memory_mb": 2048, "timeouts": {"read": 30}},
  "extra": null,
  "ratio": 0.125,
  "big": 123456789012345678901234567890
}
'''


def merge(base, override):
    out = dict(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out


cfg = merge(DEFAULTS, json.loads(raw))
print(json.dumps(cfg, indent=2, sort_keys=True))
print(json.dumps(cfg, separators=(",", ":")))
print(json.dumps({"unicode": "café ☕", "ctrl": "a\tb\n", "quote": 'say "hi"'}))
print(json.dumps({"unicode": "café ☕"}, ensure_ascii=False))
back = json.loads(json.dumps(cfg))
print(back == cfg, type(back["big"]).__name__, back["ratio"])
print(json.dumps([1.0, 1e20, 1e-7, 3.14, -0.0, float("inf"), 10 ** 20]))
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}))
print(json.dumps((1, 2)), json.loads("[1, 2]"))
errors = []
for key, kind in [("port", int), ("debug", bool), ("name", str), ("tags", list), ("ratio", int)]:
    if not isinstance(cfg.get(key), kind):
        errors.append(f"{key}: expected {kind.__name__}, got {type(cfg.get(key)).__name__}")
print(errors)
print(json.dumps({"nested": [{"a": [1, {"b": None}]}]}, indent="\t"))
print(json.dumps([], indent=4), json.dumps({}, indent=4))
print(json.dumps({"z": 1, "a": [3, 2]}, sort_keys=True, indent=1))
