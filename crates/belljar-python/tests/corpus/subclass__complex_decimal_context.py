# Python subclasses of complex, decimal.Decimal and decimal.Context: __new__, methods,
# arithmetic returning the base type, isinstance, repr, hashing, attributes.
from decimal import Decimal, Context, localcontext, ROUND_DOWN, getcontext


class Vec(complex):
    def __new__(cls, x=0.0, y=0.0, label="v"):
        self = super().__new__(cls, x, y)
        self.label = label
        return self

    def length(self):
        return abs(self)

    def __repr__(self):
        return f"Vec({self.real}, {self.imag}, {self.label!r})"


v = Vec(3, 4, "a")
print(v, repr(v), v.label, v.length(), v.real, v.imag, isinstance(v, complex), type(v).__name__)
for r in (v + 1, 1 + v, v * 2j, v - v, v / 2, -v, +v, v ** 2, v.conjugate(), complex(v)):
    print(type(r).__name__, r)
print(v == complex(3, 4), v != 3 + 4j, hash(v) == hash(3 + 4j), {v: 1}[3 + 4j], bool(Vec()), format(v, ".1f"))


class Plain(complex):
    pass


p = Plain("1+2j")
print(repr(p), str(p), type(p).__name__, Plain(), Plain(2), Plain(1.5, -2), p * p, type(p * p).__name__)
print(complex.__new__(Plain, 5).__class__.__name__, complex.__new__(complex, 5), type(complex.__new__(complex, 5)).__name__)
for bad in (lambda: complex.__new__(int, 1), lambda: complex.__new__(3), lambda: Plain("x")):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


class Money(Decimal):
    def __new__(cls, value="0", currency="USD"):
        self = super().__new__(cls, value)
        self.currency = currency
        return self

    def __repr__(self):
        return f"Money({str(self)!r}, {self.currency!r})"

    def cents(self):
        return int(self.quantize(Decimal("0.01")) * 100)

    def split(self, n):
        return [Money(self / n, self.currency) for _ in range(n)]


m = Money("12.345", "EUR")
print(repr(m), str(m), m.currency, m.cents(), isinstance(m, Decimal), type(m).__name__)
for r in (m + 1, 1 + m, m * 2, m / 3, m // 2, m % 5, -m, abs(Money("-2")), m ** 2, m.sqrt(), m.quantize(Decimal("0.1")), Decimal(m)):
    print(type(r).__name__, r)
print(m == Decimal("12.345"), m < 13, m > Money("1"), sorted([Money(3), Money(1), Decimal(2)]), hash(m) == hash(Decimal("12.345")))
print(float(m), int(m), round(m, 1), round(m), bool(Money()), format(m, ">10.2f"), f"{m:.1f}", m.as_tuple())
print(m.split(2), sum([Money("1.10"), Money("2.20")], Money()), max(Money(1), Money(5)))
print(Decimal.__new__(Money, "7").__class__.__name__, Money.from_float(0.5))


class D(Decimal):
    pass


d = D("1.50")
print(type(d).__name__, repr(d), str(d), d.normalize(), d.is_signed(), d.adjusted(), d + d, D(), D(7) // 2)


class Ctx(Context):
    def __init__(self, *a, note="", **k):
        super().__init__(*a, **k)
        self.note = note

    def half(self, x):
        return self.divide(x, 2)


c = Ctx(prec=5, rounding=ROUND_DOWN, note="mine")
print(type(c).__name__, c.prec, c.rounding, c.note, isinstance(c, Context), c.half(Decimal(1) / 3))
c.prec = 3
print(c.prec, c.add(Decimal("1.2345"), Decimal(1)), c.divide(Decimal(1), Decimal(7)))
with localcontext(c):
    print(Decimal(1) / Decimal(7), getcontext().prec)
print(Decimal(1) / Decimal(7))


class P(Context):
    pass


pc = P(prec=4)
print(type(pc).__name__, pc.prec, pc.plus(Decimal("1.23456")), Ctx(prec=6).prec)
