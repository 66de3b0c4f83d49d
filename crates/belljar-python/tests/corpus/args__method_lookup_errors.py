def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('[].foo()', lambda: [].foo())
check('[].appendd(1)', lambda: [].appendd(1))
check('(1).nope()', lambda: (1).nope())
check('{}.itemz()', lambda: {}.itemz())
check("getattr([], 'extend').__name__", lambda: getattr([], 'extend').__name__)
check("hasattr([], 'append')", lambda: hasattr([], 'append'))
check("hasattr((), 'append')", lambda: hasattr((), 'append'))
check("hasattr(1, 'is_integer')", lambda: hasattr(1, 'is_integer'))
check("hasattr(1.0, 'is_integer')", lambda: hasattr(1.0, 'is_integer'))
check("hasattr({1}, 'add')", lambda: hasattr({1}, 'add'))
check("hasattr(frozenset(), 'add')", lambda: hasattr(frozenset(), 'add'))
check("hasattr(range(1), 'index')", lambda: hasattr(range(1), 'index'))
check("hasattr(b'', 'decode')", lambda: hasattr(b'', 'decode'))
