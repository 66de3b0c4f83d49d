# Numeric conversion errors: OverflowError, ValueError and TypeError messages.
import math


def show(fn):
    try:
        print(fn())
    except (TypeError, ValueError, OverflowError, ZeroDivisionError) as e:
        print(type(e).__name__ + ":", e)


show(lambda: int(float("inf")))
show(lambda: int(float("nan")))
show(lambda: float(10 ** 400))
show(lambda: 10 ** 400 / 1)
show(lambda: 10.0 ** 400)
show(lambda: math.exp(1000))
show(lambda: math.floor(float("inf")))
show(lambda: math.ceil(float("nan")))
show(lambda: round(float("inf")))
show(lambda: round(float("nan")))
show(lambda: (2 ** 1100) * 1.0)
show(lambda: math.sqrt(10 ** 400))
show(lambda: math.log(10 ** 400))
show(lambda: int("1e5"))
show(lambda: float("1,5"))
show(lambda: complex_not_here)
show(lambda: (-8) ** (1 / 3))
show(lambda: pow(-8, 0.5))
show(lambda: math.pow(-8, 0.5))
show(lambda: math.factorial(2.5))
show(lambda: math.factorial(10 ** 20))
show(lambda: math.comb(-1, 2))
show(lambda: math.gcd(1.5, 2))
show(lambda: (1).to_bytes(1, "little", signed="x"))
show(lambda: (300).to_bytes(1, "big"))
show(lambda: (-1).to_bytes(2, "big"))
show(lambda: int.from_bytes(5, "big"))
show(lambda: float.fromhex("0xz"))
show(lambda: (1.5).as_integer_ratio() and float("inf").as_integer_ratio())
show(lambda: float("nan").as_integer_ratio())
show(lambda: hex(3.0))
int(float("-inf"))
