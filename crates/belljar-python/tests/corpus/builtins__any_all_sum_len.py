print(any([0, 0, 1]), any([]), all([1, 2]), all([]), all([1, 0]))
print(any(x > 3 for x in [1, 2]), all(isinstance(x, int) for x in [1, True]))
calls = []
def chk(v):
    calls.append(v)
    return v > 2
print(any(chk(v) for v in [1, 3, 5]), calls)
print(len("abc"), len([1, [2, 3]]), len({}), len(range(0, 100, 7)), len({1: 2, 3: 4}), len(set("aab")))
print(sum([0.1] * 3), sum([[1], [2]], []), sum((1, 2), 0.5))
class C:
    def __len__(self):
        return 7
print(len(C()))
