# __set_name__ hooks that change the class being built, or raise, or are replaced.
class Adder:
    def __set_name__(self, owner, name):
        print("set_name", name)
        setattr(owner, name + "_extra", Adder())  # added later: not visited


class C:
    a = Adder()
    b = Adder()


print(sorted(k for k in vars(C) if not k.startswith("__")))


class Remover:
    def __set_name__(self, owner, name):
        print("removing", name)
        delattr(owner, name)


class D:
    x = Remover()
    y = 1


print(hasattr(D, "x"), D.y)


class NotCallable:
    __set_name__ = 5


try:
    class E:
        z = NotCallable()
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)


class SetNameOnClass:
    @staticmethod
    def __set_name__(owner, name):
        print("static set_name", owner.__name__, name)


class F:
    s = SetNameOnClass()


class G:
    inner = SetNameOnClass  # a class attribute that is a class: no call


print("done")
