# Ints past the index range: OverflowError (catchable) for repeats and size arguments, IndexError for
# subscripts, clamping for slice bounds; __index__ honoured and checked.
def t(label, f):
    try:
        r = f()
        print(label, "ok", repr(r)[:40])
    except Exception as e:
        print(label, type(e).__name__, e)
t(1, lambda: 'abc'[10**100:])
t(2, lambda: [1,2,3][:10**100])
t(3, lambda: (1,2)[-10**100:])
t(4, lambda: [1,2].pop(10**100))
t(5, lambda: [1,2].insert(10**100, 5))
t(6, lambda: 'abc'.center(10**100))
t(7, lambda: [1,2,3].index(2, 0, 10**100))
t(8, lambda: 'abcabc'.find('c', 10**100))
t(11, lambda: 'a'.zfill(10**100))
t(12, lambda: 'a'.ljust(2**63))
t(14, lambda: [1,2,3][10**100:-10**100:10**100])
t(15, lambda: [1,2,3][::-10**100])
t(16, lambda: 'abc'.split(',', 10**100))
t(17, lambda: [1,2,3].pop(-10**100))
t(18, lambda: 'abc'.index('b', -10**100))
t(19, lambda: (1, 2, 3).index(2, -10**100, 10**100))
t(20, lambda: [1,2][True])
t(21, lambda: 'abc'.rjust(-10**100))
t(23, lambda: 'abc'.replace('a', 'b', 10**100))
t(24, lambda: 'ab'.startswith('a', 10**100))
t(25, lambda: 'abc'.count('a', -10**100, 10**100))
def aug():
    x = [1]
    y = x
    x *= 3
    return y, x is y
t(26, aug)
def aug2():
    x = [1]
    x *= 10**100
t(27, aug2)
def dl():
    x = [1, 2, 3]
    del x[10**100:]
    return x
t(28, dl)
def dl2():
    x = [1, 2, 3]
    del x[10**100]
t(29, dl2)
def st():
    x = [1, 2, 3]
    x[10**100] = 5
t(30, st)
def st2():
    x = [1, 2, 3]
    x[10**100:] = [9]
    return x
t(31, st2)
t(32, lambda: [0] * -5)
t(33, lambda: 'x' * -(2**63))
t(34, lambda: [] * (2**63 - 1))
t(35, lambda: () * (2**63 - 1))
t(36, lambda: '' * (2**63 - 1))
class Idx:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
t(40, lambda: [10, 20, 30][Idx(1)])
t(41, lambda: [10, 20, 30][Idx(10**100)])
t(42, lambda: [10, 20, 30][Idx("x")])
t(43, lambda: [10, 20, 30].pop(Idx(0)))
t(44, lambda: [].pop('x'))
t(45, lambda: [1].pop(1.0))
t(46, lambda: 'ab' * Idx(2))
t(47, lambda: (5).to_bytes(-1, 'big'))
t(48, lambda: slice(1, 5).indices(-1))
t(49, lambda: slice(1, 5).indices(Idx(3)))
t(50, lambda: [1, 2, 3].index(3, Idx(1)))
t(51, lambda: 'abc'.find('c', Idx(1), Idx(10**100)))
t(52, lambda: [1,2,3].insert(Idx(0), 0))
t(53, lambda: 'a'.center(Idx(5), '*'))
class BadIdx:
    def __index__(self): raise KeyError("idx")
t(55, lambda: [1][BadIdx()])
t(56, lambda: [1].pop(BadIdx()))
t(57, lambda: 'abc'.split(',', 'x'))
t(58, lambda: [1,2].index(1, 'a'))
t(60, lambda: 'abc' * 10**100)
t(61, lambda: 10**100 * 'abc')
t(62, lambda: [0] * 10**100)
t(63, lambda: (0,) * 10**100)
t(64, lambda: b'x' * 10**100)
t(65, lambda: 'abc' * -10**100)
t(66, lambda: [0] * (2**63))
t(67, lambda: '' * 10**100)
t(68, lambda: [] * 10**100)
t(69, lambda: () * (2**63))
t(70, lambda: [1, 2, 3][10**100])
t(71, lambda: [1, 2, 3][-10**100])
t(72, lambda: 'abc'[10**100])
t(73, lambda: 'ab' * True)
t(74, lambda: [1] * 3.0)
def aug3():
    x = 'ab'
    x *= 2**63
t(75, aug3)
def aug4():
    x = [1, 2]
    y = x
    x *= 0
    return x, y, x is y
t(76, aug4)
def aug5():
    x = []
    x *= 2**63 - 1
    return x
t(77, aug5)
