def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('{}.get()', lambda: {}.get())
check('{}.get(1, 2, 3)', lambda: {}.get(1, 2, 3))
check('{}.get(k=1)', lambda: {}.get(k=1))
check("{'a': 1}.get('a')", lambda: {'a': 1}.get('a'))
check("{}.get('a', 5)", lambda: {}.get('a', 5))
check('{}.pop()', lambda: {}.pop())
check('{}.pop(1, 2, 3)', lambda: {}.pop(1, 2, 3))
check('{}.pop(k=1)', lambda: {}.pop(k=1))
check("{}.pop(1, 'dflt')", lambda: {}.pop(1, 'dflt'))
check('{}.popitem(1)', lambda: {}.popitem(1))
check('{}.setdefault()', lambda: {}.setdefault())
check('{}.setdefault(1, 2, 3)', lambda: {}.setdefault(1, 2, 3))
check('{}.keys(1)', lambda: {}.keys(1))
check('{}.values(1)', lambda: {}.values(1))
check('{}.items(1)', lambda: {}.items(1))
check('{}.copy(1)', lambda: {}.copy(1))
check('{}.clear(1)', lambda: {}.clear(1))
