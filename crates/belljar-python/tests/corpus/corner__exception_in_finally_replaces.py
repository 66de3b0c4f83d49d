def f():
    try:
        raise ValueError("original")
    finally:
        raise KeyError("from finally")
try:
    f()
except KeyError as e:
    print("caught", repr(e), "context:", repr(e.__context__))
def g():
    try:
        return "value"
    finally:
        print("cleanup runs")
print(g())
def h():
    for i in range(3):
        try:
            raise ValueError(i)
        except ValueError as e:
            if i < 2:
                continue
            return f"returned at {e}"
        finally:
            print("finally", i)
print(h())
