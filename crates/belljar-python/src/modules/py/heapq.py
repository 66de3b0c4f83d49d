"""heapq: CPython 3.11's heap queue algorithm, with the C module's (`_heapq`) exact order of
comparisons and swaps, its errors, and its `RuntimeError` when a comparison changes the
list's size."""

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']

def _check_args(name, args, kwargs, n):
    if kwargs:
        raise TypeError("_heapq." + name + "() takes no keyword arguments")
    if len(args) != n:
        if n == 1:
            raise TypeError("_heapq." + name + "() takes exactly one argument (" + str(len(args)) + " given)")
        raise TypeError(name + " expected " + str(n) + " arguments, got " + str(len(args)))
    if not isinstance(args[0], list):
        which = " argument " if n == 1 else " argument 1 "
        raise TypeError(name + "()" + which + "must be list, not " + type(args[0]).__name__)

def _changed():
    return RuntimeError("list changed size during iteration")

def _siftdown(heap, startpos, pos):
    size = len(heap)
    if pos >= size:
        raise IndexError("index out of range")
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        cmp = heap[pos] < heap[parentpos]
        if size != len(heap):
            raise _changed()
        if not cmp:
            break
        heap[parentpos], heap[pos] = heap[pos], heap[parentpos]
        pos = parentpos

def _siftup(heap, pos):
    endpos = len(heap)
    startpos = pos
    if pos >= endpos:
        raise IndexError("index out of range")
    limit = endpos >> 1
    while pos < limit:
        childpos = 2 * pos + 1
        if childpos + 1 < endpos:
            if not (heap[childpos] < heap[childpos + 1]):
                childpos += 1
            if endpos != len(heap):
                raise _changed()
        heap[childpos], heap[pos] = heap[pos], heap[childpos]
        pos = childpos
    _siftdown(heap, startpos, pos)

def _siftdown_max(heap, startpos, pos):
    size = len(heap)
    if pos >= size:
        raise IndexError("index out of range")
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        cmp = heap[parentpos] < heap[pos]
        if size != len(heap):
            raise _changed()
        if not cmp:
            break
        heap[parentpos], heap[pos] = heap[pos], heap[parentpos]
        pos = parentpos

def _siftup_max(heap, pos):
    endpos = len(heap)
    startpos = pos
    if pos >= endpos:
        raise IndexError("index out of range")
    limit = endpos >> 1
    while pos < limit:
        childpos = 2 * pos + 1
        if childpos + 1 < endpos:
            if not (heap[childpos + 1] < heap[childpos]):
                childpos += 1
            if endpos != len(heap):
                raise _changed()
        heap[childpos], heap[pos] = heap[pos], heap[childpos]
        pos = childpos
    _siftdown_max(heap, startpos, pos)

def heappush(*args, **kwargs):
    """Push item onto heap, maintaining the heap invariant."""
    _check_args("heappush", args, kwargs, 2)
    heap, item = args
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)

def _pop(heap, siftup):
    if not heap:
        raise IndexError("index out of range")
    lastelt = heap.pop()
    if not heap:
        return lastelt
    returnitem = heap[0]
    heap[0] = lastelt
    siftup(heap, 0)
    return returnitem

def heappop(*args, **kwargs):
    """Pop the smallest item off the heap, maintaining the heap invariant."""
    _check_args("heappop", args, kwargs, 1)
    return _pop(args[0], _siftup)

def _heappop_max(*args, **kwargs):
    """Maxheap variant of heappop."""
    _check_args("_heappop_max", args, kwargs, 1)
    return _pop(args[0], _siftup_max)

def _replace(heap, item, siftup):
    if not heap:
        raise IndexError("index out of range")
    returnitem = heap[0]
    heap[0] = item
    siftup(heap, 0)
    return returnitem

def heapreplace(*args, **kwargs):
    """Pop and return the current smallest value, and add the new item."""
    _check_args("heapreplace", args, kwargs, 2)
    return _replace(args[0], args[1], _siftup)

def _heapreplace_max(*args, **kwargs):
    """Maxheap variant of heapreplace."""
    _check_args("_heapreplace_max", args, kwargs, 2)
    return _replace(args[0], args[1], _siftup_max)

def heappushpop(*args, **kwargs):
    """Push item on the heap, then pop and return the smallest item from the heap."""
    _check_args("heappushpop", args, kwargs, 2)
    heap, item = args
    if not heap:
        return item
    if not (heap[0] < item):
        return item
    if not heap:
        raise IndexError("index out of range")
    returnitem = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return returnitem

def _keep_top_bit(n):
    i = 0
    while n > 1:
        n >>= 1
        i += 1
    return n << i

def _heapify(heap, siftup):
    n = len(heap)
    if n > 2500:
        # CPython's cache-friendly order for large heaps (it compares in another order,
        # which decides where equal items end up).
        m = n >> 1
        leftmost = _keep_top_bit(m + 1) - 1
        mhalf = m >> 1
        for i in range(leftmost - 1, mhalf - 1, -1):
            j = i
            while True:
                siftup(heap, j)
                if not (j & 1):
                    break
                j >>= 1
        for i in range(m - 1, leftmost - 1, -1):
            j = i
            while True:
                siftup(heap, j)
                if not (j & 1):
                    break
                j >>= 1
        return
    for i in range((n >> 1) - 1, -1, -1):
        siftup(heap, i)

def heapify(*args, **kwargs):
    """Transform list into a heap, in-place, in O(len(heap)) time."""
    _check_args("heapify", args, kwargs, 1)
    _heapify(args[0], _siftup)

def _heapify_max(*args, **kwargs):
    """Maxheap variant of heapify."""
    _check_args("_heapify_max", args, kwargs, 1)
    _heapify(args[0], _siftup_max)

def merge(*iterables, key=None, reverse=False):
    """Merge multiple sorted inputs into a single sorted output."""
    h = []
    h_append = h.append
    if reverse:
        _hfy = _heapify_max
        _hpop = _heappop_max
        _hrep = _heapreplace_max
        direction = -1
    else:
        _hfy = heapify
        _hpop = heappop
        _hrep = heapreplace
        direction = 1

    if key is None:
        for order, it in enumerate(map(iter, iterables)):
            try:
                nxt = it.__next__
                h_append([nxt(), order * direction, nxt, it])
            except StopIteration:
                pass
        _hfy(h)
        while len(h) > 1:
            try:
                while True:
                    s = h[0]
                    value, order, nxt, it = s
                    yield value
                    s[0] = nxt()
                    _hrep(h, s)
            except StopIteration:
                _hpop(h)
        if h:
            value, order, nxt, it = h[0]
            yield value
            yield from it
        return

    for order, it in enumerate(map(iter, iterables)):
        try:
            nxt = it.__next__
            value = nxt()
            h_append([key(value), order * direction, value, nxt, it])
        except StopIteration:
            pass
    _hfy(h)
    while len(h) > 1:
        try:
            while True:
                s = h[0]
                key_value, order, value, nxt, it = s
                yield value
                value = nxt()
                s[0] = key(value)
                s[2] = value
                _hrep(h, s)
        except StopIteration:
            _hpop(h)
    if h:
        key_value, order, value, nxt, it = h[0]
        yield value
        yield from it

def nsmallest(n, iterable, key=None):
    """Find the n smallest elements in a dataset."""
    if n == 1:
        it = iter(iterable)
        sentinel = object()
        result = min(it, default=sentinel, key=key)
        return [] if result is sentinel else [result]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key)[:n]
    if key is None:
        it = iter(iterable)
        result = [(elem, i) for i, elem in zip(range(n), it)]
        if not result:
            return result
        _heapify_max(result)
        top = result[0][0]
        order = n
        for elem in it:
            if elem < top:
                _heapreplace_max(result, (elem, order))
                top, _order = result[0]
                order += 1
        result.sort()
        return [elem for (elem, order) in result]
    it = iter(iterable)
    result = [(key(elem), i, elem) for i, elem in zip(range(n), it)]
    if not result:
        return result
    _heapify_max(result)
    top = result[0][0]
    order = n
    for elem in it:
        k = key(elem)
        if k < top:
            _heapreplace_max(result, (k, order, elem))
            top, _order, _elem = result[0]
            order += 1
    result.sort()
    return [elem for (k, order, elem) in result]

def nlargest(n, iterable, key=None):
    """Find the n largest elements in a dataset."""
    if n == 1:
        it = iter(iterable)
        sentinel = object()
        result = max(it, default=sentinel, key=key)
        return [] if result is sentinel else [result]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key, reverse=True)[:n]
    if key is None:
        it = iter(iterable)
        result = [(elem, i) for i, elem in zip(range(0, -n, -1), it)]
        if not result:
            return result
        heapify(result)
        top = result[0][0]
        order = -n
        for elem in it:
            if top < elem:
                heapreplace(result, (elem, order))
                top, _order = result[0]
                order -= 1
        result.sort(reverse=True)
        return [elem for (elem, order) in result]
    it = iter(iterable)
    result = [(key(elem), i, elem) for i, elem in zip(range(0, -n, -1), it)]
    if not result:
        return result
    heapify(result)
    top = result[0][0]
    order = -n
    for elem in it:
        k = key(elem)
        if top < k:
            heapreplace(result, (k, order, elem))
            top, _order, _elem = result[0]
            order -= 1
    result.sort(reverse=True)
    return [elem for (k, order, elem) in result]
