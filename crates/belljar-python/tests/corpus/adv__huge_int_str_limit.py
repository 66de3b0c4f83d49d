# Integers near CPython's 4300-digit str conversion limit.
import sys

n = 10 ** 4299
s = str(n)
print(len(s), s[:5], s[-3:])
m = 10 ** 4300 - 1
print(len(str(m)))
try:
    str(10 ** 4300)
except ValueError as e:
    print("ValueError:", e)
try:
    print(10 ** 5000)
except ValueError as e:
    print("ValueError:", e)
try:
    int("1" * 4301)
except ValueError as e:
    print("ValueError:", e)
print(int("1" * 4300) % 97)
try:
    f"{10 ** 4400}"
except ValueError as e:
    print("ValueError:", e)
try:
    repr(-(10 ** 4400))
except ValueError as e:
    print("ValueError:", e)
big = 1 << 20000
print(big.bit_length(), hex(big)[:6], len(hex(big)))
print(len(bin(big)), oct(big)[:5])
print(format(big, "x")[:4])
print(sys.get_int_max_str_digits())
print((10 ** 4300) // (10 ** 4298))
