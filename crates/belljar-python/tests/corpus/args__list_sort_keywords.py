def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('[3, 1].sort(1)', lambda: [3, 1].sort(1))
check('[3, 1].sort(x=1)', lambda: [3, 1].sort(x=1))
check('[3, 1].sort(key=None, key2=1)', lambda: [3, 1].sort(key=None, key2=1))
check('[3, 1].sort(key=None, reverse=True, x=1)', lambda: [3, 1].sort(key=None, reverse=True, x=1))
check('sorted([3, 1, 2], key=lambda v: -v)', lambda: sorted([3, 1, 2], key=lambda v: -v))
check('sorted([3, 1, 2], reverse=1)', lambda: sorted([3, 1, 2], reverse=1))
check('sorted([3, 1], key=None)', lambda: sorted([3, 1], key=None))
check('sorted()', lambda: sorted())
check('sorted([], 1)', lambda: sorted([], 1))
check('sorted([], x=1)', lambda: sorted([], x=1))
check('sorted(iterable=[])', lambda: sorted(iterable=[]))
check('sorted([], reverse=1, key=None, x=1)', lambda: sorted([], reverse=1, key=None, x=1))
