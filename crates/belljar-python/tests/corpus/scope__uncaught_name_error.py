def compute():
    result = 10
    return reslt * 2
print(compute())
