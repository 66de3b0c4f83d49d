# A registry metaclass: every subclass registers itself by name (the base does not).
class PluginMeta(type):
    registry = {}

    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        if bases:
            key = ns.get("key", name.lower())
            PluginMeta.registry[key] = cls


class Plugin(metaclass=PluginMeta):
    def run(self):
        return f"{type(self).__name__} ran"


class Alpha(Plugin):
    pass


class Beta(Plugin):
    key = "b"


class Gamma(Beta):
    def run(self):
        return "gamma: " + super().run()


print(sorted(PluginMeta.registry))
for k in sorted(PluginMeta.registry):
    print(k, PluginMeta.registry[k]().run())
print(type(Gamma).__name__, Gamma.__mro__)
