# TypeError messages from operators on mismatched types.
def show(fn):
    try:
        fn()
    except TypeError as e:
        print(type(e).__name__ + ":", e)


class Thing:
    pass


show(lambda: 1 + "a")
show(lambda: "a" + 1)
show(lambda: [1] + (2,))
show(lambda: (1,) + [2])
show(lambda: {} + {})
show(lambda: 1 - "a")
show(lambda: "a" * 2.0)
show(lambda: [1] * [2])
show(lambda: "x" / 2)
show(lambda: 2 ** "x")
show(lambda: 1 < "a")
show(lambda: [] >= {})
show(lambda: None < None)
show(lambda: Thing() < Thing())
show(lambda: -"a")
show(lambda: ~1.5)
show(lambda: +[])
show(lambda: 1 & 1.0)
show(lambda: 1 << 1.0)
show(lambda: "%d" % "x")
show(lambda: "a" in 1)
show(lambda: 1 in 1)
show(lambda: Thing() @ Thing())
show(lambda: {1} | [2])
show(lambda: {"a": 1} | [("b", 2)])
show(lambda: divmod("a", 1))
show(lambda: abs("a"))
show(lambda: hash([]))
show(lambda: {[]: 1})
show(lambda: {{}})
x = Thing()
x += 1
