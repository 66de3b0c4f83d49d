# One `obj.name` site sees many classes: each access must use the right class's rules, also
# for classes made (and freed) in a loop, and after a class changes.
def get(o):
    return o.val

def put(o, v):
    o.val = v

class Plain:
    def __init__(self):
        self.val = "plain"

class Prop:
    @property
    def val(self):
        return "prop"

class Slotted:
    __slots__ = ("val",)

class Fallback:
    def __getattr__(self, name):
        return "fallback " + name

class Err(Exception):
    pass

objs = [Plain(), Prop(), Slotted(), Fallback(), Err("x")]
for o in objs:
    try:
        put(o, type(o).__name__ + " stored")
    except AttributeError as e:
        print("store", type(o).__name__, "AttributeError:", e)
for rnd in range(2):
    for o in objs:
        try:
            print(rnd, type(o).__name__, get(o))
        except AttributeError as e:
            print(rnd, type(o).__name__, "AttributeError:", e)

# Classes made in a loop: a new class may reuse a freed one's memory.
for i in range(6):
    if i % 2:
        class K:
            val = "class attr %d" % i
        k = K()
    else:
        class K:
            def __init__(self):
                pass
        k = K()
        put(k, "instance %d" % i)
    print(i, get(k))
    del k, K

# A property appears on the class after the site learnt plain stores.
class Late:
    pass
l = Late()
for i in range(3):
    put(l, i)
print(get(l))
def setter(self, v):
    print("setter got", v)
Late.val = property(lambda self: "late prop", setter)
put(l, 99)
print(get(l))
del Late.val
print(get(l))
put(l, 100)
print(get(l))

# __setattr__ on a base class, added later.
class Base:
    pass
class Derived(Base):
    pass
d = Derived()
put(d, 1)
Base.__setattr__ = lambda self, name, value: object.__setattr__(self, name, value * 2)
put(d, 5)
print(get(d))
del Base.__setattr__
put(d, 5)
print(get(d))

# A descriptor whose class gains __set__ later.
class D:
    def __get__(self, obj, owner):
        return "D.get"
class Host:
    val = D()
h = Host()
print(get(h))
put(h, "shadow")
print(get(h))
D.__set__ = lambda self, obj, value: print("D.set", value)
put(h, "through set")
print(get(h))

# Deleting instance attributes between cached reads.
p = Plain()
print(get(p))
del p.val
try:
    get(p)
except AttributeError as e:
    print("AttributeError:", e)
put(p, "back")
print(get(p))
