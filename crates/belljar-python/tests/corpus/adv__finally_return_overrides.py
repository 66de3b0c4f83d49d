# return in finally overrides a return in try and swallows exceptions, even BaseException ones.
def a():
    try:
        return 1
    finally:
        return 2


def b():
    try:
        raise SystemExit(3)
    finally:
        return "swallowed exit"


def c():
    try:
        raise KeyboardInterrupt
    finally:
        return "swallowed interrupt"


def d():
    x = 0
    try:
        x = 1
        return x
    finally:
        x = 99


def e():
    while True:
        try:
            return "from try"
        finally:
            break
    return "after loop"


print(a(), b(), c(), d(), e())
