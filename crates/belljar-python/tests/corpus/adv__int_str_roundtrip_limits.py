# int <-> str conversions right at the 4300 digit limit.
s = "7" * 4300
n = int(s)
print(str(n) == s, len(repr(n)))
try:
    int(s + "7")
except ValueError as e:
    print("ValueError:", e)
print(int("-" + s) < 0, int("+" + s) == n, int(" " + s + " ") == n)
print(int("1" + "0" * 4299) == 10 ** 4299)
print(int("f" * 5000, 16) > 0, int("1" * 10000, 2).bit_length())
