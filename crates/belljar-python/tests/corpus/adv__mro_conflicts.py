# Impossible MROs and duplicate bases are TypeErrors at class creation.
class A:
    pass


class B(A):
    pass


try:
    class C(A, B):
        pass
except TypeError as e:
    print("TypeError", e)
try:
    class D(A, A):
        pass
except TypeError as e:
    print("TypeError", e)


class F(B, A):
    pass


print([c.__name__ for c in F.__mro__])
