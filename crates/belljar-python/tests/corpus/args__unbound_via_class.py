def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('str.upper()', lambda: str.upper())
check('str.upper(1)', lambda: str.upper(1))
check("str.upper('ab')", lambda: str.upper('ab'))
check('list.append([])', lambda: list.append([]))
check('list.append(1, 2)', lambda: list.append(1, 2))
check('dict.fromkeys([1], 2, 3)', lambda: dict.fromkeys([1], 2, 3))
check('tuple.count((1, 1), 1)', lambda: tuple.count((1, 1), 1))
check("dict.get({'a': 1}, 'a')", lambda: dict.get({'a': 1}, 'a'))
check('set.union({1}, [2])', lambda: set.union({1}, [2]))
check('int.bit_length(255)', lambda: int.bit_length(255))
check('list.pop([1, 2])', lambda: list.pop([1, 2]))
check('list.__len__([1, 2, 3])', lambda: list.__len__([1, 2, 3]))
check('float.hex(2.0)', lambda: float.hex(2.0))
check("bytes.hex(b'ab')", lambda: bytes.hex(b'ab'))
l = []
list.append(l, 1)
list.extend(l, [2, 3])
print(l, list.index(l, 3), str.join('-', ['a', 'b']))
