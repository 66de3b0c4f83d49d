# Errors of __slots__ declarations and of class variables shadowing slots.
try:
    class Bad:
        __slots__ = ("x",)
        x = 1
except ValueError as e:
    print("ValueError:", e)
try:
    class Bad2:
        __slots__ = (1,)
except TypeError as e:
    print("TypeError:", e)
try:
    class Bad3:
        __slots__ = ("not valid",)
except TypeError as e:
    print("TypeError:", e)


class K:
    __slots__ = ("a",)
    LIMIT = 10

    def method(self):
        return self.LIMIT


k = K()
print(k.LIMIT, k.method())
try:
    k.LIMIT = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    k.method = None
except AttributeError as e:
    print("AttributeError:", e)
