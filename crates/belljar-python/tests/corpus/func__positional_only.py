def power(base, exp=2, /, *, mod=None):
    r = base ** exp
    return r % mod if mod else r
print(power(3), power(3, 3), power(3, 3, mod=5))
try:
    power(base=3)
except TypeError as e:
    print("TypeError:", e)
def mixed(a, /, b, *, c):
    return (a, b, c)
print(mixed(1, 2, c=3), mixed(1, b=2, c=3))
try:
    mixed(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
def kw_named_like_pos(a, /, **kw):
    return a, kw
print(kw_named_like_pos(1, a=2))
