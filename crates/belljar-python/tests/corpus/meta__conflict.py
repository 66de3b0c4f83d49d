# Metaclass selection: the most derived metaclass wins; unrelated ones conflict.
class M1(type):
    pass


class M2(type):
    pass


class P(metaclass=M1):
    pass


class Q(metaclass=M2):
    pass


try:
    class R(P, Q):
        pass
except TypeError as e:
    print("TypeError:", e)


class M3(M1, M2):
    pass


class R(P, Q, metaclass=M3):
    pass


print(type(R).__name__)


class Sub(P):
    pass


print(type(Sub).__name__)


class Sub2(P, metaclass=type):
    pass


print(type(Sub2).__name__)
try:
    class Bad(P, metaclass=M2):
        pass
except TypeError as e:
    print("TypeError:", e)
print(type(type), type(M1), type(object))
