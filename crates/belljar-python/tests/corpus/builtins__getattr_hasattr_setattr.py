class Cfg:
    debug = False
    def __init__(self):
        self.level = 3
c = Cfg()
print(getattr(c, "level"), getattr(c, "debug"), getattr(c, "nope", None))
setattr(c, "level", 5)
setattr(c, "new_attr", [1])
print(c.level, c.new_attr, hasattr(c, "new_attr"), hasattr(c, "zzz"))
delattr(c, "new_attr")
print(hasattr(c, "new_attr"))
try:
    getattr(c, "missing")
except AttributeError as e:
    print("AttributeError:", e)
for name in ["upper", "split", "nope"]:
    print(name, hasattr("s", name))
fn = getattr("hello", "upper")
print(fn())
print(getattr([3, 1, 2], "index")(2))
try:
    delattr(c, "nothing")
except AttributeError as e:
    print("AttributeError:", e)
