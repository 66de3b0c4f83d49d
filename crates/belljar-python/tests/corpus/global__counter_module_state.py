_registry = []
_next_id = 0
def register(name):
    global _next_id
    _next_id += 1
    _registry.append((_next_id, name))
    return _next_id
def reset():
    global _registry, _next_id
    _registry = []
    _next_id = 0
print(register("a"), register("b"), _registry)
reset()
print(_registry, _next_id, register("c"), _registry)
def read_only():
    return len(_registry)
print(read_only())
