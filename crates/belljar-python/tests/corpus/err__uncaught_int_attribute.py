n = 42
print(n.bit_length())
n.append(1)
