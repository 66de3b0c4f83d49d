log = []
def source(n):
    for i in range(n):
        log.append(f"src {i}")
        yield i
def squares(it):
    for x in it:
        log.append(f"sq {x}")
        yield x * x
def take(it, k):
    for i, x in enumerate(it):
        if i >= k:
            return
        yield x
print(list(take(squares(source(100)), 3)))
print(log)
gx = (x * 10 for x in source(3))
log.clear()
print(log)
print(next(gx), log)
print(list(gx))
