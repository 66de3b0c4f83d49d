# __exit__ return values: truthy objects suppress, falsy let through, raising __bool__ propagates.
class CM:
    def __init__(self, ret):
        self.ret = ret

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return self.ret


class BadBool:
    def __bool__(self):
        raise KeyError("bool")


for ret in [True, 1, "x", [0], None, 0, "", []]:
    try:
        with CM(ret):
            raise ValueError("body")
        print(repr(ret), "suppressed")
    except ValueError:
        print(repr(ret), "propagated")
try:
    with CM(BadBool()):
        raise ValueError("body")
except KeyError as e:
    print("KeyError", e, type(e.__context__).__name__)
with CM(BadBool()):
    print("no exception: __exit__ result unused")
