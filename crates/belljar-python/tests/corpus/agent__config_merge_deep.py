def deep_merge(base, override):
    out = dict(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        else:
            out[k] = v
    return out
def flatten(d, prefix=""):
    items = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            items.update(flatten(v, key))
        else:
            items[key] = v
    return items
defaults = {"server": {"host": "0.0.0.0", "port": 80, "tls": {"enabled": False}}, "log": {"level": "info"}, "workers": 2}
user = {"server": {"port": 8443, "tls": {"enabled": True, "cert": "/c.pem"}}, "log": "debug", "extra": [1]}
merged = deep_merge(defaults, user)
print(merged)
for k, v in sorted(flatten(merged).items()):
    print(f"{k} = {v!r}")
print(defaults["server"]["port"], "defaults untouched")
