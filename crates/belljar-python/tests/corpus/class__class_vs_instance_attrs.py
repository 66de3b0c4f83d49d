class Config:
    defaults = {"debug": False}
    items = []
    def __init__(self):
        self.local = []
a, b = Config(), Config()
a.items.append("shared!")
a.local.append("mine")
print(b.items, b.local)
a.defaults = {"debug": True}
print(a.defaults, b.defaults, Config.defaults)
Config.version = 2
print(a.version, b.version)
del a.defaults
print(a.defaults)
print(hasattr(a, "local"), hasattr(Config, "local"), getattr(a, "missing", "dflt"))
setattr(b, "dynamic", 5)
print(b.dynamic)
