# __getattribute__ sees every lookup; __getattr__ only runs when it raises AttributeError.
class Logged:
    def __init__(self):
        self.a = 1

    def __getattribute__(self, name):
        if not name.startswith("_"):
            print("get", name)
        return super().__getattribute__(name)

    def __getattr__(self, name):
        return f"<missing {name}>"

    def method(self):
        return self.a + 1


x = Logged()
print(x.a)
print(x.method())
print(x.nothing)
print(getattr(x, "a"), hasattr(x, "zzz"))


class Upper:
    def __init__(self):
        self.value = "abc"

    def __getattribute__(self, name):
        v = object.__getattribute__(self, name)
        if isinstance(v, str):
            return v.upper()
        return v


u = Upper()
print(u.value, u.__class__.__name__)


class Deny:
    secret = 42

    def __getattribute__(self, name):
        if name == "secret":
            raise AttributeError("denied")
        return object.__getattribute__(self, name)


try:
    Deny().secret
except AttributeError as e:
    print("AttributeError:", e)
print(Deny.secret)


class Late:
    x = 1


def late_ga(self, name):
    return "late " + name


Late.__getattribute__ = late_ga
print(Late().x, Late().anything)
