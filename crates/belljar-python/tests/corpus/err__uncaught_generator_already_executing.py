# A generator that advances itself.
def gen():
    yield next(g)


g = gen()
next(g)
