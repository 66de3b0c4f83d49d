class Registry:
    handlers = {}
    for name in ("a", "b", "c"):
        handlers[name] = (lambda n: lambda: n.upper())(name)
    del name
print({k: f() for k, f in Registry.handlers.items()})
print(hasattr(Registry, "name"))
def make_multipliers():
    return [lambda x, i=i: x * i for i in range(4)]
print([m(10) for m in make_multipliers()])
