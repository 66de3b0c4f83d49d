# 600,000 items from a generator (compare gen_base.py: the same loop over a range).
def g(n):
    for i in range(n):
        yield i


t = 0
for x in g(600000):
    t += x
print(t)
