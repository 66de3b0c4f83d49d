# Unpacking from iterators that are too short, too long, infinite, or raise part-way.
import itertools


def gen(n, fail_at=None):
    for i in range(n):
        if i == fail_at:
            raise KeyError(i)
        yield i


for label, f in [
    ("short", lambda: exec_unpack(gen(1))),
    ("long", lambda: exec_unpack(gen(5))),
    ("infinite", lambda: exec_unpack(itertools.count())),
    ("fails", lambda: exec_unpack(gen(5, 1))),
    ("star", lambda: exec_star(gen(5))),
    ("star short", lambda: exec_star(gen(1))),
    ("star fails", lambda: exec_star(gen(5, 3))),
]:
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


def exec_unpack(it):
    a, b = it
    return a, b


def exec_star(it):
    a, *b, c = it
    return a, b, c
