# TypeErrors about hashability and container protocols.
def show(fn):
    try:
        print(fn())
    except (TypeError, KeyError) as e:
        print(type(e).__name__ + ":", e)


class NoHash:
    __hash__ = None


class EqOnly:
    def __eq__(self, other):
        return True


show(lambda: {NoHash(): 1})
show(lambda: {EqOnly()})
show(lambda: hash(EqOnly()))
show(lambda: {(1, [2]): 3})
show(lambda: {{1}: 2})
show(lambda: frozenset([{1}]))
show(lambda: {}.setdefault([], 1))
show(lambda: {1: 2}.pop([]))
show(lambda: {1: 2}[[]])
show(lambda: [] in {1: 2}.keys())
show(lambda: {1}.add([]))
show(lambda: {1}.discard({}))
show(lambda: {1} - [1])
show(lambda: {1}.union([[]]))
show(lambda: dict.fromkeys([[1]]))
show(lambda: len(NoHash()))
show(lambda: NoHash()[0])
show(lambda: 1 in NoHash())
show(lambda: iter(NoHash()))


def setitem():
    NoHash()[1] = 2


def delitem():
    del NoHash()[1]


show(setitem)
show(delitem)
cache = {}
cache[["user", 1]] = "x"
