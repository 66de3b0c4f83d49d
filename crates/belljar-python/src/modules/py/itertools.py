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

def _islice_arg(v):
    # PyNumber_AsSsize_t: an int or an object with __index__; None when it cannot convert.
    if isinstance(v, int):
        return v
    try:
        return v.__index__()
    except (AttributeError, TypeError):
        return None

def islice(iterable, *args):
    if len(args) < 1:
        raise TypeError("islice expected at least 2 arguments, got %d" % (len(args) + 1))
    if len(args) > 3:
        raise TypeError("islice expected at most 4 arguments, got %d" % (len(args) + 1))
    bad_stop = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
    start, stop, step = 0, -1, 1
    if len(args) == 1:
        stop_arg = args[0]
    else:
        stop_arg = args[1]
        if args[0] is not None:
            start = _islice_arg(args[0])
            if start is None:
                start = -1
    if stop_arg is not None:
        stop = _islice_arg(stop_arg)
        if stop is None or stop == -1:
            raise ValueError(bad_stop)
    if start < 0 or stop < -1:
        raise ValueError("Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
    if len(args) == 3 and args[2] is not None:
        step = _islice_arg(args[2])
        if step is None:
            step = -1
    if step < 1:
        raise ValueError("Step for islice() must be a positive integer or None.")
    return _islice(iter(iterable), start, None if stop == -1 else stop, step)

def _islice(it, start, stop, step):
    # CPython's islice_next: never pulls an item past the last one it yields.
    cnt = 0
    nxt = start
    while True:
        if stop is not None and cnt >= stop:
            return
        while cnt < nxt:
            try:
                next(it)
            except StopIteration:
                return
            cnt += 1
        if stop is not None and cnt >= stop:
            return
        try:
            item = next(it)
        except StopIteration:
            return
        cnt += 1
        nxt += step
        if stop is not None and nxt > stop:
            nxt = stop
        yield item

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
