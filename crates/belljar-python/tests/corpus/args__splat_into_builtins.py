def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('(1, 2).count(*[1])', lambda: (1, 2).count(*[1]))
check('(1, 2).count(*[])', lambda: (1, 2).count(*[]))
check('[].append(*[1, 2])', lambda: [].append(*[1, 2]))
check("{}.get(**{'x': 1})", lambda: {}.get(**{'x': 1}))
check("max(*[[1, 2]], **{'key': None})", lambda: max(*[[1, 2]], **{'key': None}))
check('len(*[1, 2])', lambda: len(*[1, 2]))
check("len(**{'x': 1})", lambda: len(**{'x': 1}))
check("sorted(*[[3, 1]], **{'reverse': True})", lambda: sorted(*[[3, 1]], **{'reverse': True}))
check("pow(*[2, 5], **{'mod': 7})", lambda: pow(*[2, 5], **{'mod': 7}))
check('round(*[2.5])', lambda: round(*[2.5]))
check("sum(*[[1, 2]], **{'start': 3})", lambda: sum(*[[1, 2]], **{'start': 3}))
check("dict(**{'a': 1}, b=2)", lambda: dict(**{'a': 1}, b=2))
check("list(*['ab'])", lambda: list(*['ab']))
check('divmod(*(7, 2))', lambda: divmod(*(7, 2)))
check("int(*['11'], **{'base': 2})", lambda: int(*['11'], **{'base': 2}))
