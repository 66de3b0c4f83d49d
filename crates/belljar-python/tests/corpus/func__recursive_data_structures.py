def depth(obj):
    if isinstance(obj, dict):
        return 1 + max((depth(v) for v in obj.values()), default=0)
    if isinstance(obj, list):
        return 1 + max((depth(v) for v in obj), default=0)
    return 0
def count_leaves(obj):
    if isinstance(obj, dict):
        return sum(count_leaves(v) for v in obj.values())
    if isinstance(obj, list):
        return sum(count_leaves(v) for v in obj)
    return 1
def paths(obj, prefix=()):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from paths(v, prefix + (i,))
    else:
        yield prefix, obj
doc = {"a": {"b": [1, 2, {"c": 3}]}, "d": [], "e": "leaf"}
print(depth(doc), count_leaves(doc))
for p, v in paths(doc):
    print("/".join(map(str, p)), "=", v)
