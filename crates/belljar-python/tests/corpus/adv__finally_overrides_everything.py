# return/break/continue in finally override exceptions and returns in flight.
def f1():
    try:
        raise ValueError("lost")
    finally:
        return "finally wins"


def f2():
    try:
        return "try value"
    finally:
        return "finally value"


def f3():
    for i in range(3):
        try:
            raise KeyError(i)
        finally:
            if i < 2:
                continue
            break
    return f"loop ended at {i}"


def f4():
    x = 0
    while True:
        try:
            x += 1
            if x > 3:
                return x
        finally:
            if x == 4:
                x = 100
    

def f5():
    try:
        try:
            raise TypeError("inner")
        finally:
            raise ValueError("replacement")
    except ValueError as e:
        return f"{e} (context: {type(e.__context__).__name__})"


def f6():
    try:
        1 / 0
    except ZeroDivisionError:
        try:
            raise KeyError("in handler")
        finally:
            return "finally in handler wins"


def f7():
    count = 0
    for _ in range(5):
        try:
            try:
                raise RuntimeError
            finally:
                count += 1
                continue
        except RuntimeError:
            count += 100
    return count


for f in (f1, f2, f3, f4, f5, f6, f7):
    print(f.__name__, f())
