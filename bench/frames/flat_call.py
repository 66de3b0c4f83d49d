# 600,000 calls of a one-line function (compare flat_loop.py: the same loop, no call).
def f(x):
    return x


t = 0
for i in range(600000):
    t += f(i)
print(t)
