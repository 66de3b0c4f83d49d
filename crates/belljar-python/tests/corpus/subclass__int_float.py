class Money(int):
    def __repr__(self):
        return f"Money({int(self)})"

    def __str__(self):
        return f"${int(self)}"


m = Money(5)
print(m, repr(m), m + 1, type(m + 1).__name__, m * 2, -m, abs(Money(-3)))
print(m == 5, m < 6, hash(m) == hash(5), {m: "five"}[5], {5: "int"}[m])
print(f"{m}", f"{m!r}", f"{m:03d}", "%d" % m, str(m), int(m), float(m))
print(isinstance(m, int), [10, 20, 30, 40, 50, 60][m], range(m), list(range(Money(3))))


class Temp(float):
    def celsius(self):
        return (self - 32) * 5 / 9


t = Temp(212)
print(t, t.celsius(), t + 1, t > 100, round(t), int(t), Temp("98.6"))
print(isinstance(t, float), t.is_integer(), Temp(), float(t) == t)


class Flag(int):
    pass


print(Flag(), Flag(7) | 8, Flag("ff", 16), Flag(3.9), bin(Flag(5)), hex(Flag(255)))
print(sorted([Flag(3), 1, Flag(2)]), max(Flag(1), Flag(9)))
print(divmod(Flag(7), 2), pow(Flag(2), 10), Flag(7) // 2, Flag(7) % 4, Flag(1) << 4)
