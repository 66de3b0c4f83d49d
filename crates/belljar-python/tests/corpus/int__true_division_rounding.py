# int / int is correctly rounded for any size (CPython's long_true_divide), subnormal and
# overflow edges included.
import random
rng = random.Random(11)
out = []
for i in range(3000):
    a = rng.getrandbits(rng.randint(1, 400)) * rng.choice((1, -1))
    b = rng.getrandbits(rng.randint(1, 400)) or 1
    out.append(a / b)
print(hash(tuple(out)), out[:5])
for a, b in [(2**53 + 1, 1), (2**1100, 2**80), (1, 2**1074), (1, 2**1075), (3, 2**1076), (1, 3 * 2**1073), (2**1024 - 2**970, 1),
             (2**1024 - 2**969, 1), (10**400, 10**100), (1, 10**330), (-(2**60 + 1), 3), (14296600000000002, 10**15), (2**64 + 1, 2**64)]:
    try:
        print(a / b)
    except OverflowError as e:
        print('OverflowError', e)
for a, b in [(2**1025, 1), (10**400, 3)]:
    try:
        print(a / b)
    except OverflowError as e:
        print('OverflowError', e)
print(7 / 2, -7 / 2, 2**63 / 3, (2**63 - 1) / 7, 9007199254740993 / 1)
