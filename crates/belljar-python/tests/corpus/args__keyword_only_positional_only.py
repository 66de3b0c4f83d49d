def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('sum(start=1, iterable=[])', lambda: sum(start=1, iterable=[]))
check('[].sort(None)', lambda: [].sort(None))
check('[].sort(None, True)', lambda: [].sort(None, True))
check('sorted([2, 1], None)', lambda: sorted([2, 1], None))
check("(1).to_bytes(1, 'big', True)", lambda: (1).to_bytes(1, 'big', True))
check("int('3', 10)", lambda: int('3', 10))
check("int(x='3')", lambda: int(x='3'))
check('abs(x=-1)', lambda: abs(x=-1))
check('divmod(a=1, b=2)', lambda: divmod(a=1, b=2))
check('len(obj=[])', lambda: len(obj=[]))
check('isinstance(obj=1, class_or_tuple=int)', lambda: isinstance(obj=1, class_or_tuple=int))
