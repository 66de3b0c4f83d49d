def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('sum()', lambda: sum())
check('sum(1, 2, 3)', lambda: sum(1, 2, 3))
check('sum([1], start=1, x=2)', lambda: sum([1], start=1, x=2))
check('sum([1], 1, start=2)', lambda: sum([1], 1, start=2))
check('sum([1], x=2)', lambda: sum([1], x=2))
check('sum(iterable=[])', lambda: sum(iterable=[]))
check('sum([1, 2], start=10)', lambda: sum([1, 2], start=10))
check('round()', lambda: round())
check('round(1, 2, 3)', lambda: round(1, 2, 3))
check('round(1, x=3)', lambda: round(1, x=3))
check('round(number=1.5, ndigits=0)', lambda: round(number=1.5, ndigits=0))
check('round(1.5, number=2)', lambda: round(1.5, number=2))
check('round(x=1)', lambda: round(x=1))
check('round(2.675, ndigits=None)', lambda: round(2.675, ndigits=None))
