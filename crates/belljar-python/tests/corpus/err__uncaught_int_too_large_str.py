# Converting a too-large int to str.
n = 10 ** 5000
print(n.bit_length())
print(f"{n}")
