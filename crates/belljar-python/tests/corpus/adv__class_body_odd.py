# Class bodies: names visible during the body, comprehensions not seeing class scope, raising.
class A:
    x = 1
    y = x + 1
    try:
        z = [x for _ in range(2)]
    except NameError as e:
        z = "NameError " + str(e)
    w = [i * 2 for i in range(3)]


print(A.y, A.z, A.w)
try:
    class B:
        a = 1
        raise ValueError("in body")
except ValueError as e:
    print("ValueError", e)
try:
    B
except NameError as e:
    print("NameError", e)


def make():
    v = "closure"

    class C:
        v = "class attr"

        def get(self):
            return v

    return C().get(), C.v


print(make())


class D:
    def method(self):
        return __class__.__name__ if False else type(self).__name__


print(D().method())
