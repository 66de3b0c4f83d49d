class Widget:
    pass
class Sub(Widget):
    class Inner:
        pass
print(Widget, Sub, Sub.Inner, type(Widget()), type(Sub.Inner()))
print(int, str, list, dict, type, object, bool, type(None), ValueError, KeyError)
print(len, print, max, isinstance)
print(repr(Widget), str(Sub), f"{int}", [int, Widget])
print(__name__, Widget.__module__ if hasattr(Widget, "__module__") else "?", Widget.__qualname__, Sub.Inner.__qualname__)
print(type(len).__name__, type(print).__name__, type(Widget).__name__, type(type).__name__)
