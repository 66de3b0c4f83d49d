"""queue: Queue, LifoQueue, PriorityQueue, SimpleQueue, Empty and Full with CPython 3.11's
results (Belljar's own code). The interpreter has one thread, so nothing can put into an
empty queue or take from a full one while a call waits: a blocking call with a timeout
sleeps for the timeout and raises Empty/Full, as CPython does once the time is up, and a
blocking call without a timeout (CPython would wait forever) raises RuntimeError at once."""

__all__ = ["Empty", "Full", "Queue", "PriorityQueue", "LifoQueue", "SimpleQueue"]

from collections import deque as _deque
from heapq import heappush as _heappush, heappop as _heappop
from time import sleep as _sleep


class Empty(Exception):
    """Exception raised by Queue.get(block=0)/get_nowait()."""


Empty.__module__ = "_queue"


class Full(Exception):
    """Exception raised by Queue.put(block=0)/put_nowait()."""


def _check_timeout(timeout):
    if timeout is not None and timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")


def _deadlock(what):
    return RuntimeError("deadlock: %s would block forever (there is one thread, so nothing "
                        "can change the queue while it waits)" % what)


def _cannot_wait(block, timeout, exc, what):
    """A call that would have to wait for another thread: raise `exc` at once (no block),
    after the timeout, or the deadlock error (no timeout: CPython would wait forever)."""
    if not block:
        raise exc
    if timeout is None:
        raise _deadlock(what)
    _sleep(timeout)
    raise exc


class Queue:
    """Create a queue object with a given maximum size (<= 0: unbounded)."""

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0

    def task_done(self):
        unfinished = self.unfinished_tasks - 1
        if unfinished <= 0:
            if unfinished < 0:
                raise ValueError("task_done() called too many times")
        self.unfinished_tasks = unfinished

    def join(self):
        if self.unfinished_tasks:
            raise _deadlock("Queue.join() with %d unfinished task%s"
                            % (self.unfinished_tasks, "" if self.unfinished_tasks == 1 else "s"))

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        if self.maxsize > 0 and block:
            _check_timeout(timeout)
        if self.maxsize > 0 and self._qsize() >= self.maxsize:
            _cannot_wait(block, timeout, Full, "Queue.put() on a full queue")
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        if block:
            _check_timeout(timeout)
        if not self._qsize():
            _cannot_wait(block, timeout, Empty, "Queue.get() on an empty queue")
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    def _init(self, maxsize):
        self.queue = _deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    def __class_getitem__(cls, item):
        return cls


class PriorityQueue(Queue):
    """A queue that retrieves the lowest entry first (heapq order)."""

    def _init(self, maxsize):
        self.queue = []

    def _put(self, item):
        _heappush(self.queue, item)

    def _get(self):
        return _heappop(self.queue)


class LifoQueue(Queue):
    """A queue that retrieves the most recently added entry first."""

    def _init(self, maxsize):
        self.queue = []

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    """Simple, unbounded FIFO queue."""

    def __init__(self):
        self._queue = _deque()

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)

    def put_nowait(self, item):
        self.put(item, block=False)

    def get(self, block=True, timeout=None):
        if block:
            _check_timeout(timeout)
        if not self._queue:
            _cannot_wait(block, timeout, Empty, "SimpleQueue.get() on an empty queue")
        return self._queue.popleft()

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return len(self._queue) == 0

    def qsize(self):
        return len(self._queue)

    def __class_getitem__(cls, item):
        return cls
