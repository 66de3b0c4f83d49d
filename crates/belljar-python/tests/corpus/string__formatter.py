
import string
f = string.Formatter()
for t in ['a{0}b{x.y[1]!r:>{w}}c{{}}', '', 'plain', '{}', '{{', '}}', 'x{0:{1:{2}}}', '{0!x}', '{!r}', '{a[}]}', '{0[1][2].x}', '{:}', '{0!r:}', '{0!s}x']:
    try:
        print(repr(t), f.parse(t) if False else list(f.parse(t)))
    except ValueError as e:
        print(repr(t), "ValueError", e)
for bad in ['{', '}', 'a{0', '{0!}', '{0!', '{0!rx}', '{0:', '{0{}', '{0:{}', 'x}y', '{0[}']:
    try:
        print(repr(bad), list(f.parse(bad)))
    except ValueError as e:
        print(repr(bad), "ValueError", e)
class P:
    x = 5
    def __format__(self, spec):
        return "P<" + spec + ">"
print(f.format("{0} {1!r} {name:>6} {p.x} {lst[1]} {d[k]} {p:abc}", 1, "two", name="n", p=P(), lst=[7, 8], d={"k": "v"}))
print(f.format("{} {} {}", 1, 2, 3), f.format("{:{}}", "x", 5), f.vformat("{a}-{0}", ("z",), {"a": "A"}))
for t, a in [("{} {0}", (1, 2)), ("{0} {}", (1, 2)), ("{5}", (1,)), ("{x}", ()), ("{0!q}", (1,)), ("{0:{1:{2:{3}}}}", (1, 2, 3, 4)), ("{0.}", (1,)), ("{0[}", (1,)), ("{0]x}", (1,)), ("{0[0]x}", ([1],))]:
    try:
        print(t, f.format(t, *a))
    except (ValueError, IndexError, KeyError, AttributeError) as e:
        print(t, type(e).__name__, e)
class Strict(string.Formatter):
    def check_unused_args(self, used, args, kwargs):
        extra = set(kwargs) - used
        if extra:
            raise ValueError("unused " + ",".join(sorted(extra)))
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return "<" + key + ">"
        return super().get_value(key, args, kwargs)
    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)
s = Strict()
print(s.format("{a} {missing} {b!u}", a=1, b="x"))
try:
    s.format("{a}", a=1, c=2)
except ValueError as e:
    print(e)
