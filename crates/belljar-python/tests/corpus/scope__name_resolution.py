x = "global"
def f():
    return x
def g():
    x = "local"
    return x, f()
print(f(), g())
def h():
    try:
        print(x)
        x = 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
h()
def k():
    return len
len_ = k()
print(len_("abc"))
def shadow():
    len = lambda s: 42
    return len("abc")
print(shadow(), len("abc"))
class A:
    y = 1
    z = [y * 2]
    def m(self):
        try:
            return y
        except NameError as e:
            return f"NameError: {e}"
print(A.z, A().m())
