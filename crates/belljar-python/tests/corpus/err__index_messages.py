# IndexError messages across sequence types and operations.
def show(fn):
    try:
        fn()
    except (IndexError, TypeError) as e:
        print(type(e).__name__ + ":", e)


lst = [1, 2, 3]
show(lambda: lst[3])
show(lambda: lst[-4])
show(lambda: (1, 2)[5])
show(lambda: "ab"[2])
show(lambda: b"ab"[2])
show(lambda: range(3)[3])
show(lambda: [].pop())
show(lambda: [1].pop(5))
show(lambda: lst.__setitem__(9, 0))
show(lambda: lst.__delitem__(9))
show(lambda: lst["1"])
show(lambda: lst[1.0])
show(lambda: lst[None])
show(lambda: (1,)["x"])
show(lambda: "s"[1.5])
show(lambda: range(3)["a"])
show(lambda: lst.insert("a", 1))


def setit():
    lst[10] = 1


def delit():
    del lst[-10]


show(setit)
show(delit)
stack = []
stack.pop()
