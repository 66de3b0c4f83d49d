def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('[].append()', lambda: [].append())
check('[].append(1, 2)', lambda: [].append(1, 2))
check('[].append(x=1)', lambda: [].append(x=1))
check('[].extend()', lambda: [].extend())
check('[].remove()', lambda: [].remove())
check('[].count()', lambda: [].count())
check('[1].insert(1)', lambda: [1].insert(1))
check('[1].insert(1, 2, 3)', lambda: [1].insert(1, 2, 3))
check('[1].insert(i=1)', lambda: [1].insert(i=1))
check('[1].copy(1)', lambda: [1].copy(1))
check('[1].clear(1)', lambda: [1].clear(1))
check('[1].reverse(x=1)', lambda: [1].reverse(x=1))
