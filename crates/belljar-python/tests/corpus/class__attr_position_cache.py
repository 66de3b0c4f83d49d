# Attribute sites remember where an instance keeps a name; instances that keep their names in
# other orders, lose them, or get them back through `setattr` and `del` must still
# read and write the right value. Two classes share each site (a base method on a subclass).
class P:
    def __init__(self, a, b, order):
        if order:
            self.a = a
            self.b = b
        else:
            self.b = b
            self.a = a

    def get(self):
        return self.a, self.b

    def bump(self):
        self.a = self.a + 1
        self.b = self.b * 2

class Q(P):
    pass

class R(P):
    def get(self):
        return ("R",) + super().get()

objs = [P(1, 2, True), Q(3, 4, False), R(5, 6, True), P(7, 8, False), Q(9, 10, True)]
for rnd in range(3):
    for o in objs:
        o.bump()
    print(rnd, [o.get() for o in objs])

o = objs[0]
del o.a
try:
    o.get()
except AttributeError as e:
    print("AttributeError:", e)
setattr(o, "a", "via setattr")
print(o.get(), list(o.__dict__))
del o.b
o.b = "back"
print(o.get(), list(o.__dict__))

# The instance's own attribute shadows a method of the same name for that instance only.
q = objs[1]
q.get = lambda: "shadowed"
print(q.get(), objs[4].get())
del q.get
print(q.get())

# A property added to the class later takes over the name on every site.
def prop_a(self):
    return "property a"
for rnd in range(2):
    print([o.get()[0] if not isinstance(o, R) else o.get()[1] for o in objs])
    P.a = property(prop_a, lambda self, v: None)
P.a = 0
del P.a
print([o.get() for o in objs])

# Many instances of one class with many attributes in shuffled orders.
class Many:
    pass
names = ["n%d" % i for i in range(20)]
insts = []
for k in range(5):
    m = Many()
    for j in range(20):
        setattr(m, names[(j + 7 * k) % 20 if k % 2 else 19 - j], j + k)
    insts.append(m)
def read(m):
    return m.n0 + m.n7 + m.n19
print([read(m) for m in insts])
for m in insts:
    m.n7 = -1
print([read(m) for m in insts], [list(vars(m))[:3] for m in insts])
