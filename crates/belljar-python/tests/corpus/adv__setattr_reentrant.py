# __setattr__ / __delattr__ that write through object.__setattr__ or recurse.
class Track:
    def __init__(self):
        object.__setattr__(self, "log", [])

    def __setattr__(self, name, value):
        self.log.append(name)
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        self.log.append("del " + name)
        object.__delattr__(self, name)


t = Track()
t.a = 1
t.b = 2
del t.a
print(t.log, t.b, hasattr(t, "a"))


class Loop:
    def __setattr__(self, name, value):
        setattr(self, name, value)


try:
    Loop().x = 1
except RecursionError:
    print("RecursionError")


class Frozen:
    def __setattr__(self, name, value):
        raise AttributeError(f"frozen: {name}")


f = Frozen()
try:
    f.x = 1
except AttributeError as e:
    print("AttributeError", e)
