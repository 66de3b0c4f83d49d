log = []
def noisy(n):
    log.append(n)
    return n
g = (noisy(i) for i in range(3))
print("created", log)
print(next(g), log)
print(list(g), log)
log.clear()
print(any(noisy(i) > 0 for i in range(5)), log)
def src():
    print("src start")
    yield 1
    print("src end")
gen = (v * 2 for v in src())
print("gen created")
print(list(gen))
try:
    bad = (1 / x for x in [1, 0])
    print("gen with future error created")
    print(list(bad))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    (x for x in 5)
except TypeError as e:
    print("TypeError eagerly:", e)
