def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('[].append.__name__', lambda: [].append.__name__)
check('len.__name__', lambda: len.__name__)
check('str.upper.__name__', lambda: str.upper.__name__)
check('int.from_bytes.__name__', lambda: int.from_bytes.__name__)
check('repr(len)', lambda: repr(len))
check('repr(str.upper)', lambda: repr(str.upper))
check('repr(list.append)', lambda: repr(list.append))
check('callable([].append)', lambda: callable([].append))
check('callable(str.upper)', lambda: callable(str.upper))
f = [].append
print(f(1), f.__name__)
m = {1: 2}.get
print(m(1), m(3, 'no'))
g = 'x'.join
print(g(['a', 'b']))
