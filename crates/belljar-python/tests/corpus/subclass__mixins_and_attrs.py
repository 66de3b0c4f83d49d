class ReprMixin:
    def describe(self):
        return f"{type(self).__name__} with {len(self)} items"


class AttrDict(ReprMixin, dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name, value):
        self[name] = value


cfg = AttrDict(host="localhost")
cfg.port = 8080
print(cfg.host, cfg.port, cfg, cfg.describe(), AttrDict.__mro__[1].__name__)
try:
    cfg.missing
except AttributeError as e:
    print("AttributeError:", e)


class Tagged(list):
    def __init__(self, items, tag):
        super().__init__(items)
        self.tag = tag


t = Tagged([1, 2], "nums")
t.extra = True
print(t, t.tag, t.extra, vars(t) if False else sorted(t.__dict__), len(t))
print(isinstance(t, Tagged), isinstance(t, list), issubclass(Tagged, (dict, list)))
print(type(t) is Tagged, type(t).__bases__, Tagged.__base__.__name__)


class Meters(float):
    unit = "m"

    def __str__(self):
        return f"{float(self)}{self.unit}"


m = Meters(2.5)
print(m, repr(m), f"{m}", f"{m:.2f}", m.unit, [m], str([m]))


class Both(ReprMixin, tuple):
    pass


print(Both((1, 2)).describe(), Both("ab"))
