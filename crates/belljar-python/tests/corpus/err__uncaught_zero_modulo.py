# Modulo by zero in a bucketing function.
def bucket(x, n):
    return x % n


print([bucket(i, 3) for i in range(5)])
bucket(10, 0)
