# Exceptions raised from __enter__ and __exit__ of context managers.
class BadEnter:
    def __enter__(self):
        raise ValueError("enter failed")

    def __exit__(self, *a):
        print("exit should not run")


class BadExit:
    def __enter__(self):
        return self

    def __exit__(self, et, ev, tb):
        raise KeyError("exit failed")


try:
    with BadEnter():
        print("body not run")
except ValueError as e:
    print("ValueError:", e)
try:
    with BadExit():
        raise TypeError("body")
except KeyError as e:
    print("KeyError:", e, "context:", type(e.__context__).__name__)
try:
    with BadExit():
        pass
except KeyError as e:
    print("KeyError:", e, e.__context__)
