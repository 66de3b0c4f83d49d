# User __getitem__/__setitem__/__delitem__/__contains__ with odd keys and results.
class Seq:
    def __init__(self):
        self.log = []

    def __getitem__(self, key):
        self.log.append(type(key).__name__)
        if isinstance(key, slice):
            return (key.start, key.stop, key.step)
        if key == "raise":
            raise LookupError("custom")
        return key

    def __setitem__(self, key, value):
        self.log.append(("set", key, value))

    def __delitem__(self, key):
        self.log.append(("del", key))

    def __contains__(self, item):
        return item == "present"


s = Seq()
print(s[1], s[1:2], s[::3], s[1, 2], s[...], s[None])
s[0] = "zero"
s[1:3] = []
del s[5]
del s[::2]
print(s.log)
try:
    s["raise"]
except LookupError as e:
    print("LookupError", e)
print("present" in s, "absent" in s, "present" not in s)


class NoSet:
    def __getitem__(self, k):
        return k


try:
    NoSet()[0] = 1
except TypeError as e:
    print("TypeError", e)
try:
    del NoSet()[0]
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
