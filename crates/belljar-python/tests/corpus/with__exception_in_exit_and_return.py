class ExitRaises:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        raise RuntimeError(f"exit failed while handling {et.__name__ if et else None}")
try:
    with ExitRaises():
        raise ValueError("body")
except RuntimeError as e:
    print("RuntimeError:", e, "| context:", repr(e.__context__))
class Log:
    def __init__(self, tag):
        self.tag = tag
    def __enter__(self):
        print("enter", self.tag)
    def __exit__(self, *a):
        print("exit", self.tag)
def f():
    with Log("outer"):
        with Log("inner"):
            return "value from nested with"
print(f())
def g():
    for i in range(3):
        with Log(i):
            if i == 1:
                return f"returned at {i}"
print(g())
