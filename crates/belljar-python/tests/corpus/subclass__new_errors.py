def show(f):
    try:
        r = f()
        print("ok", r)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)


class Empty:
    pass


class WithInit:
    def __init__(self, a):
        super().__init__(a)


class WithNew:
    def __new__(cls, a):
        return super().__new__(cls, a)


class NewOnly:
    def __new__(cls, a):
        return super().__new__(cls)


class MyInt(int):
    pass


show(lambda: Empty(1))
show(lambda: Empty(x=1))
show(lambda: WithInit(1))
show(lambda: WithNew(1))
show(lambda: type(NewOnly(1)).__name__)
show(lambda: object.__new__(int))
show(lambda: object.__new__(MyInt))
show(lambda: object.__new__(1))
show(lambda: object.__new__())
show(lambda: int.__new__(str))
show(lambda: int.__new__(MyInt, "12"))
show(lambda: type(int.__new__(MyInt, 7)).__name__)
show(lambda: int.__new__(int, 3))
show(lambda: tuple.__new__(tuple, [1]))
show(lambda: object.__new__(ValueError))
show(lambda: MyInt("x"))
show(lambda: MyInt(1, 2, 3))
show(lambda: list.__new__(MyInt))
try:
    class B(bool):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    class R(range):
        pass
except TypeError as e:
    print("TypeError:", e)
