class Money:
    def __init__(self, amount, cur="USD"):
        self.amount = amount
        self.cur = cur
    def __repr__(self):
        return f"Money({self.amount!r}, {self.cur!r})"
    def __str__(self):
        return f"{self.amount:.2f} {self.cur}"
m = Money(3.5)
print(m)
print(repr(m), str(m), [m], {"k": m}, (m,))
print(f"{m} | {m!r} | {m!s}")
print("%s %r" % (m, m))
print("{} {!r}".format(m, m))
class OnlyRepr:
    def __repr__(self):
        return "<OnlyRepr>"
print(OnlyRepr(), str(OnlyRepr()), f"{OnlyRepr()}")
class OnlyStr:
    def __str__(self):
        return "only-str"
print(OnlyStr(), len(repr([OnlyStr()])) > 10)
