"""itertools: the iterator building blocks, as generators."""

__all__ = [
    "count",
    "cycle",
    "repeat",
    "accumulate",
    "chain",
    "compress",
    "dropwhile",
    "takewhile",
    "filterfalse",
    "islice",
    "starmap",
    "tee",
    "zip_longest",
    "product",
    "permutations",
    "combinations",
    "combinations_with_replacement",
    "groupby",
    "pairwise",
]

def count(start=0, step=1):
    n = start
    while True:
        yield n
        n += step

def cycle(iterable):
    saved = list(iterable)
    while saved:
        for x in saved:
            yield x

def repeat(obj, times=None):
    if times is None:
        while True:
            yield obj
    else:
        for _ in range(times):
            yield obj

def accumulate(iterable, func=None, initial=None):
    it = iter(iterable)
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    for x in it:
        total = total + x if func is None else func(total, x)
        yield total

def chain(*iterables):
    for it in iterables:
        for x in it:
            yield x

def from_iterable(iterables):
    for it in iterables:
        for x in it:
            yield x

chain.from_iterable = from_iterable

def compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d

def dropwhile(pred, iterable):
    it = iter(iterable)
    for x in it:
        if not pred(x):
            yield x
            break
    for x in it:
        yield x

def takewhile(pred, iterable):
    for x in iterable:
        if pred(x):
            yield x
        else:
            break

def filterfalse(pred, iterable):
    for x in iterable:
        if not (bool(x) if pred is None else pred(x)):
            yield x

def islice(iterable, *args):
    s = slice(*args)
    start = s.start or 0
    stop = s.stop
    step = s.step or 1
    i = 0
    nxt = start
    for x in iterable:
        if stop is not None and i >= stop:
            return
        if i == nxt:
            yield x
            nxt += step
        i += 1

def starmap(func, iterable):
    for args in iterable:
        yield func(*args)

def tee(iterable, n=2):
    items = list(iterable)
    return tuple(iter(items) for _ in range(n))

def zip_longest(*iterables, fillvalue=None):
    its = [iter(it) for it in iterables]
    while True:
        row = []
        alive = 0
        for it in its:
            try:
                row.append(next(it))
                alive += 1
            except StopIteration:
                row.append(fillvalue)
        if not alive:
            return
        yield tuple(row)

def product(*iterables, repeat=1):
    pools = [tuple(p) for p in iterables] * repeat
    result = [()]
    for pool in pools:
        result = [r + (y,) for r in result for y in pool]
    for r in result:
        yield r

def permutations(iterable, r=None):
    pool = tuple(iterable)
    n = len(pool)
    r = n if r is None else r
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                break
        else:
            return

def combinations(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)

def combinations_with_replacement(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple(pool[i] for i in indices)

def groupby(iterable, key=None):
    keyfunc = (lambda x: x) if key is None else key
    group = []
    current = None
    first = True
    for x in iterable:
        k = keyfunc(x)
        if first:
            current = k
            first = False
        elif k != current:
            yield current, iter(group)
            group = []
            current = k
        group.append(x)
    if not first:
        yield current, iter(group)

def pairwise(iterable):
    it = iter(iterable)
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield a, b
        a = b
