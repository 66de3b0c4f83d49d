# __getattr__ that looks up other missing attributes, recursion, and AttributeError inside it.
class Lazy:
    def __init__(self):
        self.loaded = {}

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        if name == "alias":
            return self.target
        self.loaded[name] = len(self.loaded)
        return name.upper()


z = Lazy()
print(z.foo, z.alias, z.loaded)
print(hasattr(z, "_hidden"), getattr(z, "_x", "default"))


class Broken:
    def __getattr__(self, name):
        return self.missing_too


try:
    Broken().x
except RecursionError:
    print("RecursionError")


class Raises:
    @property
    def value(self):
        raise AttributeError("inner problem")

    def __getattr__(self, name):
        return "fallback for " + name


print(Raises().value)
