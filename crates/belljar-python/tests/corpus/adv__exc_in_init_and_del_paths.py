# Exceptions raised in __init__, in __enter__/__exit__ and in cleanup paths propagate cleanly.
class FailInit:
    made = 0

    def __init__(self, fail):
        FailInit.made += 1
        if fail:
            raise ValueError("init failed")


try:
    FailInit(True)
except ValueError as e:
    print("ValueError", e, FailInit.made)
print(type(FailInit(False)).__name__)


class ExitRaises:
    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        raise KeyError("from exit")


try:
    with ExitRaises():
        raise ValueError("body")
except KeyError as e:
    print("KeyError", e, type(e.__context__).__name__)
try:
    with ExitRaises():
        pass
except KeyError as e:
    print("KeyError", e, e.__context__)


class InitReturns:
    def __init__(self):
        return 5


try:
    InitReturns()
except TypeError as e:
    print("TypeError", e)
