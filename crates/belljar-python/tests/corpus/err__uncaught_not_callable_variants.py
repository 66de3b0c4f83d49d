# 'X' object is not callable for many kinds of X.
def show(fn):
    try:
        fn()
    except TypeError as e:
        print(type(e).__name__ + ":", e)


class C:
    attr = 5


show(lambda: 5())
show(lambda: "s"())
show(lambda: [1]())
show(lambda: {}())
show(lambda: None())
show(lambda: (1,)())
show(lambda: C()())
show(lambda: C.attr())
show(lambda: (x for x in [])())
show(lambda: 1.5())
show(lambda: True())
show(lambda: range(3)())
handlers = {"go": "not a function"}
handlers["go"]()
