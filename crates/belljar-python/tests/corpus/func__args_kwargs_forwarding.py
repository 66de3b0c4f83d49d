def target(a, b, *rest, flag=False, **extra):
    return f"a={a} b={b} rest={rest} flag={flag} extra={extra}"
def forward(*args, **kwargs):
    return target(*args, **kwargs)
print(forward(1, 2))
print(forward(1, 2, 3, 4, flag=True, z=9))
print(forward(*[1], **{"b": 2, "y": 0}))
def count_args(*a, **k):
    return len(a), len(k)
print(count_args(), count_args(*range(5)), count_args(**dict.fromkeys("abc")))
def kw_only_star(*, x, y=1):
    return x + y
print(kw_only_star(x=1), kw_only_star(y=5, x=1))
