def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('[3, 1, 2].index(*[2])', lambda: [3, 1, 2].index(*[2]))
check("'a,b'.split(*[','])", lambda: 'a,b'.split(*[',']))
check("'a b'.split(**{'maxsplit': 0})", lambda: 'a b'.split(**{'maxsplit': 0}))
check("{'a': 1}.get(*['z', 0])", lambda: {'a': 1}.get(*['z', 0]))
check("(5).to_bytes(**{'length': 2, 'byteorder': 'little'})", lambda: (5).to_bytes(**{'length': 2, 'byteorder': 'little'}))
check("int.from_bytes(*[b'\\x01\\x02'], **{'byteorder': 'little'})", lambda: int.from_bytes(*[b'\x01\x02'], **{'byteorder': 'little'}))
check("[].sort(**{'key': None})", lambda: [].sort(**{'key': None}))
check('[].sort(*[1])', lambda: [].sort(*[1]))
check('{1}.union(*[[2], [3]])', lambda: {1}.union(*[[2], [3]]))
check('(1, 2, 3).index(*[3, 0, 3])', lambda: (1, 2, 3).index(*[3, 0, 3]))
