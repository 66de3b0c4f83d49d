def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('[].pop(1, 2)', lambda: [].pop(1, 2))
check('[].pop(x=1)', lambda: [].pop(x=1))
check("[1, 2].pop('a')", lambda: [1, 2].pop('a'))
check('[1, 2].pop(1.0)', lambda: [1, 2].pop(1.0))
check('[1, 2].pop(2 ** 70)', lambda: [1, 2].pop(2 ** 70))
check('[1, 2].pop(True)', lambda: [1, 2].pop(True))
check('[1, 2, 3].pop(-1)', lambda: [1, 2, 3].pop(-1))
check('[].pop()', lambda: [].pop())
check('[1].index()', lambda: [1].index())
check('[1].index(1, 2, 3, 4)', lambda: [1].index(1, 2, 3, 4))
check('[1, 2, 1].index(1, 1)', lambda: [1, 2, 1].index(1, 1))
check("[1, 2].index(1, 'a')", lambda: [1, 2].index(1, 'a'))
check('[1, 2].index(2, -10, 10 ** 30)', lambda: [1, 2].index(2, -10, 10 ** 30))
