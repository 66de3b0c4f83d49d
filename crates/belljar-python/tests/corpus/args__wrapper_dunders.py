def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('[].__len__(1)', lambda: [].__len__(1))
check('[].__getitem__()', lambda: [].__getitem__())
check('[1].__setitem__(1)', lambda: [1].__setitem__(1))
check('[].__contains__()', lambda: [].__contains__())
check('[].__iter__(1)', lambda: [].__iter__(1))
check('{}.__len__(x=1)', lambda: {}.__len__(x=1))
check('[].__len__(x=1)', lambda: [].__len__(x=1))
check('[1, 2].__len__()', lambda: [1, 2].__len__())
check('[1, 2].__getitem__(1)', lambda: [1, 2].__getitem__(1))
check('[5].__contains__(5)', lambda: [5].__contains__(5))
check('{}.__contains__()', lambda: {}.__contains__())
check('{}.__getitem__()', lambda: {}.__getitem__())
check('(1, 2).__contains__()', lambda: (1, 2).__contains__())
check('(1, 2).__getitem__()', lambda: (1, 2).__getitem__())
check('range(3).__getitem__()', lambda: range(3).__getitem__())
check('range(3).__contains__()', lambda: range(3).__contains__())
check('set().__iter__(1)', lambda: set().__iter__(1))
