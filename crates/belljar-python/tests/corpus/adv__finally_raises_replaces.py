# An exception raised in finally replaces the one in flight and chains it as __context__.
def f():
    try:
        raise ValueError("first")
    finally:
        raise KeyError("second")


try:
    f()
except KeyError as e:
    print("KeyError", e, type(e.__context__).__name__, e.__context__)


def g():
    try:
        return "try"
    finally:
        raise IndexError("from finally")


try:
    g()
except IndexError as e:
    print("IndexError", e, e.__context__)


def h():
    for i in range(3):
        try:
            raise ValueError(i)
        finally:
            if i == 2:
                return "returned at 2"
            continue


print(h())


def nested():
    try:
        try:
            raise ValueError("inner")
        finally:
            print("inner finally")
    finally:
        print("outer finally")


try:
    nested()
except ValueError as e:
    print("ValueError", e)
