# Jumps out of except-as bodies and with blocks unbind the name and run the exits.
def a():
    for i in range(1):
        try:
            raise ValueError
        except ValueError as e:
            break
    try:
        return e
    except NameError as x:
        return "NameError"
print(a())
def b():
    try:
        raise ValueError
    except ValueError as e:
        return "r"
    finally:
        print("fin")
print(b())
def c():
    for i in range(3):
        with open_cm(i):
            if i == 1:
                continue
            print("body", i)
class open_cm:
    def __init__(self, i): self.i = i
    def __enter__(self): print("enter", self.i)
    def __exit__(self, *a): print("exit", self.i, a[0])
c()
def d():
    for i in range(3):
        try:
            with open_cm(i):
                raise ValueError(i)
        except ValueError:
            continue
        finally:
            print("finally", i)
d()
class Sup:
    def __enter__(self): return self
    def __exit__(self, *a):
        return True
def e():
    for i in range(3):
        with Sup():
            try:
                raise ValueError
            finally:
                if i == 1:
                    break
    return i
print(e())
