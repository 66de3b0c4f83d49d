def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

class I:
    def __index__(self):
        return 1

class Bad:
    pass

check('[1, 2].pop(I())', lambda: [1, 2].pop(I()))
check('chr(I())', lambda: chr(I()))
check('round(1.25, I())', lambda: round(1.25, I()))
check('(5).to_bytes(I())', lambda: (5).to_bytes(I()))
check('[1, 2, 3].index(2, I())', lambda: [1, 2, 3].index(2, I()))
check('(1, 2, 3).index(3, I(), I() + 2)', lambda: (1, 2, 3).index(3, I(), I() + 2))
check('slice(0, 3).indices(I())', lambda: slice(0, 3).indices(I()))
check('[0, 1].pop(Bad())', lambda: [0, 1].pop(Bad()))
check('chr(Bad())', lambda: chr(Bad()))
check("[1, 2].insert(I(), 5) or 'ok'", lambda: [1, 2].insert(I(), 5) or 'ok')
check('range(I(), 4)', lambda: range(I(), 4))
check('range(Bad())', lambda: range(Bad()))
