class A(type):
    pass


class B(type):
    pass


class X(metaclass=A):
    pass


class Y(metaclass=B):
    pass


print("before")


class Z(X, Y):
    pass
