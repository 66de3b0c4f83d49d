def check(x):
    if x < 0:
        raise ValueError("negative value", x)
    return x
print(check(3))
check(-2)
