def check(xs):
    assert len(xs) > 1
    return len(xs)
print(check([1, 2]))
print(check([1]))
