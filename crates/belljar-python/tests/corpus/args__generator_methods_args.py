def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

check('(x for x in []).send()', lambda: (x for x in []).send())
check('(x for x in []).send(1, 2)', lambda: (x for x in []).send(1, 2))
check('(x for x in []).send(x=1)', lambda: (x for x in []).send(x=1))
check('(x for x in []).close(1)', lambda: (x for x in []).close(1))
check('(x for x in []).throw()', lambda: (x for x in []).throw())
check('(x for x in []).throw(1, 2, 3, 4)', lambda: (x for x in []).throw(1, 2, 3, 4))
check('iter([]).__next__(1)', lambda: iter([]).__next__(1))
check('(x for x in []).__next__(1)', lambda: (x for x in []).__next__(1))
check('(x for x in []).__iter__(1)', lambda: (x for x in []).__iter__(1))
check('iter([]).__iter__(1)', lambda: iter([]).__iter__(1))
def g():
    try:
        yield 1
        yield 2
    except ValueError:
        yield 'caught'

it = g()
print(next(it), it.send(None), it.throw(ValueError))
it.close()
print(list(it))
