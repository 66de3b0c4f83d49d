# Every flavour of ZeroDivisionError message.
import math


def show(fn):
    try:
        print(fn())
    except ZeroDivisionError as e:
        print(type(e).__name__ + ":", e)


show(lambda: 1 / 0)
show(lambda: 1 // 0)
show(lambda: 1 % 0)
show(lambda: divmod(1, 0))
show(lambda: 1.0 / 0)
show(lambda: 1.0 // 0.0)
show(lambda: 1.0 % 0.0)
show(lambda: divmod(1.5, 0.0))
show(lambda: 0 ** -1)
show(lambda: 0.0 ** -1)
show(lambda: pow(0, -2))
show(lambda: 5 / False)
show(lambda: math.fmod(1.0, 0.0))
x = 10
x //= 0
