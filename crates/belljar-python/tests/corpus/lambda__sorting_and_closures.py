people = [{"n": "ann", "a": 30}, {"n": "bob", "a": 25}, {"n": "cy", "a": 35}]
by = lambda field: (lambda d: d[field])
print([p["n"] for p in sorted(people, key=by("a"))])
print([p["n"] for p in sorted(people, key=by("n"), reverse=True)])
compose2 = lambda f, g: lambda x: f(g(x))
inc_then_double = compose2(lambda x: x * 2, lambda x: x + 1)
print(inc_then_double(5))
curry = lambda a: lambda b: lambda c: a + b + c
print(curry(1)(2)(3))
print((lambda *args: sum(args))(1, 2, 3), (lambda **kw: sorted(kw))(b=1, a=2))
ident = lambda x: x
print(ident.__name__, ident(ident) is ident)
