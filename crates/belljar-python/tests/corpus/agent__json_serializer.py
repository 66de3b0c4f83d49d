def to_json(v, indent=0, step=2):
    pad = " " * indent
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        esc = v.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
        return f'"{esc}"'
    if isinstance(v, (list, tuple)):
        if not v:
            return "[]"
        inner = [" " * (indent + step) + to_json(x, indent + step) for x in v]
        return "[\n" + ",\n".join(inner) + "\n" + pad + "]"
    if isinstance(v, dict):
        if not v:
            return "{}"
        inner = [" " * (indent + step) + f"{to_json(str(k))}: {to_json(x, indent + step)}" for k, x in v.items()]
        return "{\n" + ",\n".join(inner) + "\n" + pad + "}"
    raise TypeError(f"Object of type {type(v).__name__} is not JSON serializable")
doc = {"name": "belljar", "version": 1.5, "tags": ["rust", "python"], "ok": True, "none": None,
       "nested": {"list": [1, [2, 3], {}], "quote": 'say "hi"\n'}, "empty": []}
print(to_json(doc))
try:
    to_json({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
