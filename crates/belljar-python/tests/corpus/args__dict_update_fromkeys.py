def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('{}.update(1, 2)', lambda: {}.update(1, 2))
check("{}.update({'a': 1}, b=2) or 'done'", lambda: {}.update({'a': 1}, b=2) or 'done')
check("dict.update({}, {'a': 1})", lambda: dict.update({}, {'a': 1}))
check('dict.fromkeys()', lambda: dict.fromkeys())
check('dict.fromkeys(1, 2, 3)', lambda: dict.fromkeys(1, 2, 3))
check("dict.fromkeys('ab')", lambda: dict.fromkeys('ab'))
check("dict.fromkeys('ab', 0)", lambda: dict.fromkeys('ab', 0))
check('{}.fromkeys([1], x=1)', lambda: {}.fromkeys([1], x=1))
check("{}.fromkeys([1, 2], 'v')", lambda: {}.fromkeys([1, 2], 'v'))
check('dict(1, 2)', lambda: dict(1, 2))
check('dict(a=1, b=2)', lambda: dict(a=1, b=2))
check("dict([('a', 1)], b=2)", lambda: dict([('a', 1)], b=2))
d = {'x': 1}
d.update([('y', 2)], z=3)
print(d)
