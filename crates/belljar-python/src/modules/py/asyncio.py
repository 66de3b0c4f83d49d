"""asyncio: an event loop, futures and tasks, and the synchronisation primitives agents use.

Written after CPython 3.11's design (a task drives its coroutine with send/throw; what the
coroutine yields is the future it waits for), single-threaded, with no I/O: the loop runs
ready callbacks, else sleeps (through time.sleep, so the run's limits hold) until the next
timer. When nothing is ready and no timer is set while a task still waits, nothing could ever
wake it: the loop raises RuntimeError at once instead of hanging.
"""

from time import sleep as _sleep_blocking, monotonic as _monotonic

__all__ = [
    "run", "sleep", "gather", "create_task", "ensure_future", "wait_for", "wait",
    "as_completed", "shield", "timeout", "timeout_at", "Timeout", "current_task",
    "all_tasks", "get_running_loop", "get_event_loop", "new_event_loop", "set_event_loop",
    "iscoroutine", "iscoroutinefunction", "isfuture", "Future", "Task", "Handle",
    "TimerHandle", "AbstractEventLoop", "Queue", "LifoQueue", "PriorityQueue", "QueueEmpty",
    "QueueFull", "Lock", "Event", "Semaphore", "BoundedSemaphore", "Condition",
    "CancelledError", "InvalidStateError", "TimeoutError", "FIRST_COMPLETED",
    "FIRST_EXCEPTION", "ALL_COMPLETED",
]

FIRST_COMPLETED = "FIRST_COMPLETED"
FIRST_EXCEPTION = "FIRST_EXCEPTION"
ALL_COMPLETED = "ALL_COMPLETED"

TimeoutError = TimeoutError

async def _probe():
    pass

_p = _probe()
_CoroutineType = type(_p)
_p.close()
del _p


def iscoroutine(obj):
    return isinstance(obj, _CoroutineType)


def iscoroutinefunction(func):
    return _is_coroutine_function(func)


def isfuture(obj):
    return getattr(obj, "_asyncio_future_blocking", None) is not None


_PENDING = "PENDING"
_CANCELLED = "CANCELLED"
_FINISHED = "FINISHED"

_running_loop = None
_event_loop = None
_task_counter = 0


class _Sleep0:
    """Awaiting it yields None to the task: run the others once, then resume."""

    def __await__(self):
        yield


_SLEEP0 = _Sleep0()


class Handle:
    def __init__(self, callback, args, loop):
        self._callback = callback
        self._args = args
        self._loop = loop
        self._cancelled = False

    def cancel(self):
        self._cancelled = True

    def cancelled(self):
        return self._cancelled

    def _run(self):
        try:
            self._callback(*self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            self._loop.call_exception_handler({
                "message": f"Exception in callback {_callback_name(self._callback)}",
                "exception": exc,
            })

    def __repr__(self):
        state = " cancelled" if self._cancelled else ""
        return f"<{type(self).__name__}{state} {_callback_name(self._callback)}>"


class TimerHandle(Handle):
    def __init__(self, when, callback, args, loop):
        super().__init__(callback, args, loop)
        self._when = when

    def when(self):
        return self._when


def _callback_name(cb):
    name = getattr(cb, "__qualname__", None)
    if name is None:
        name = getattr(cb, "__name__", None)
    if name is None:
        return repr(cb)
    return name + "()"


class AbstractEventLoop:
    pass


class _EventLoop(AbstractEventLoop):
    def __init__(self):
        self._ready = []
        self._timers = []
        self._closed = False
        self._running = False
        self._current_task = None
        self._tasks = []
        self._exception_handler = None

    def __repr__(self):
        return (
            f"<_UnixSelectorEventLoop running={self._running} closed={self._closed} "
            f"debug=False>"
        )

    def time(self):
        return _monotonic()

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def close(self):
        if self._running:
            raise RuntimeError("Cannot close a running event loop")
        self._closed = True
        self._ready = []
        self._timers = []

    def _check_closed(self):
        if self._closed:
            raise RuntimeError("Event loop is closed")

    def call_soon(self, callback, *args, context=None):
        self._check_closed()
        h = Handle(callback, args, self)
        self._ready.append(h)
        return h

    def call_later(self, delay, callback, *args, context=None):
        if delay is None:
            raise TypeError("delay must not be None")
        return self.call_at(self.time() + delay, callback, *args)

    def call_at(self, when, callback, *args, context=None):
        if when is None:
            raise TypeError("when cannot be None")
        self._check_closed()
        th = TimerHandle(when, callback, args, self)
        timers = self._timers
        lo = 0
        hi = len(timers)
        while lo < hi:
            mid = (lo + hi) // 2
            if timers[mid]._when <= when:
                lo = mid + 1
            else:
                hi = mid
        timers.insert(lo, th)
        return th

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        return Task(coro, loop=self, name=name)

    def set_exception_handler(self, handler):
        self._exception_handler = handler

    def get_exception_handler(self):
        return self._exception_handler

    def default_exception_handler(self, context):
        message = context.get("message") or "Unhandled exception in event loop"
        exc = context.get("exception")
        if exc is not None:
            message += f"\n{type(exc).__name__}: {exc}"
        _stderr_write(message + "\n")

    def call_exception_handler(self, context):
        if self._exception_handler is None:
            self.default_exception_handler(context)
        else:
            self._exception_handler(self, context)

    def run_until_complete(self, future):
        self._check_closed()
        if self._running:
            raise RuntimeError("This event loop is already running")
        global _running_loop
        if _running_loop is not None:
            raise RuntimeError("Cannot run the event loop while another loop is running")
        new_task = not isfuture(future)
        future = ensure_future(future, loop=self)
        self._running = True
        _running_loop = self
        try:
            while not future.done():
                self._run_once()
        finally:
            self._running = False
            _running_loop = None
        return future.result()

    def _run_once(self):
        timers = self._timers
        if not self._ready:
            while timers and timers[0]._cancelled:
                timers.pop(0)
            if not timers:
                raise RuntimeError(self._deadlock_message())
            delay = timers[0]._when - self.time()
            if delay > 0:
                _sleep_blocking(delay)
        now = self.time()
        ready = self._ready
        while timers and timers[0]._when <= now:
            th = timers.pop(0)
            if not th._cancelled:
                ready.append(th)
        self._ready = []
        for h in ready:
            if not h._cancelled:
                h._run()

    def _deadlock_message(self):
        waiting = [t for t in self._tasks if not t.done()]
        names = ", ".join(_task_coro_name(t) for t in waiting[:10])
        if len(waiting) > 10:
            names += ", ..."
        n = len(waiting)
        return (
            f"deadlock: the event loop has nothing to run and no timer set, so nothing can "
            f"wake the {n} waiting task{'s' if n != 1 else ''} ({names})"
        )


def _task_coro_name(t):
    coro = t._coro
    name = getattr(coro, "__qualname__", None) or type(coro).__name__
    return f"{t._name}: {name}()"


def _stderr_write(s):
    import sys
    sys.stderr.write(s)


def get_running_loop():
    if _running_loop is None:
        raise RuntimeError("no running event loop")
    return _running_loop


def _get_running_loop():
    return _running_loop


def get_event_loop():
    global _event_loop
    if _running_loop is not None:
        return _running_loop
    if _event_loop is None or _event_loop._closed:
        _event_loop = _EventLoop()
    return _event_loop


def new_event_loop():
    return _EventLoop()


def set_event_loop(loop):
    global _event_loop
    _event_loop = loop


class Future:
    _asyncio_future_blocking = False

    def __init__(self, *, loop=None):
        self._loop = get_event_loop() if loop is None else loop
        self._state = _PENDING
        self._result = None
        self._exception = None
        self._callbacks = []
        self._cancel_message = None
        self._cancelled_exc = None

    def __repr__(self):
        return f"<{type(self).__name__} {self._repr_info()}>"

    def _repr_info(self):
        state = self._state.lower()
        if self._state == _FINISHED:
            if self._exception is not None:
                return f"{state} exception={self._exception!r}"
            return f"{state} result={self._result!r}"
        return state

    def get_loop(self):
        return self._loop

    def _make_cancelled_error(self):
        if self._cancelled_exc is not None:
            exc = self._cancelled_exc
            self._cancelled_exc = None
            return exc
        if self._cancel_message is None:
            return CancelledError()
        return CancelledError(self._cancel_message)

    def cancel(self, msg=None):
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        callbacks = self._callbacks
        self._callbacks = []
        for cb in callbacks:
            self._loop.call_soon(cb, self)

    def cancelled(self):
        return self._state == _CANCELLED

    def done(self):
        return self._state != _PENDING

    def result(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError("Result is not set.")
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError("Exception is not set.")
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state != _PENDING:
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        kept = [f for f in self._callbacks if f != fn]
        removed = len(self._callbacks) - len(kept)
        self._callbacks = kept
        return removed

    def set_result(self, result):
        if self._state != _PENDING:
            raise InvalidStateError(f"{self._state}: {self!r}")
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != _PENDING:
            raise InvalidStateError(f"{self._state}: {self!r}")
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError(
                "StopIteration interacts badly with generators and cannot be raised into a Future"
            )
        self._exception = exception
        self._state = _FINISHED
        self._schedule_callbacks()

    def __await__(self):
        if not self.done():
            self._asyncio_future_blocking = True
            yield self
        if not self.done():
            raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__


class Task(Future):
    def __init__(self, coro, *, loop=None, name=None, context=None):
        super().__init__(loop=loop)
        if not iscoroutine(coro):
            raise TypeError(f"a coroutine was expected, got {coro!r}")
        global _task_counter
        _task_counter += 1
        self._name = f"Task-{_task_counter}" if name is None else str(name)
        self._coro = coro
        self._fut_waiter = None
        self._must_cancel = False
        self._num_cancels_requested = 0
        self._loop.call_soon(self._step)
        self._loop._tasks.append(self)

    def _repr_info(self):
        info = super()._repr_info()
        if self._must_cancel:
            info = "cancelling"
        coro = getattr(self._coro, "__qualname__", "?")
        return f"{info} name={self._name!r} coro=<{coro}()>"

    def get_coro(self):
        return self._coro

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def set_result(self, result):
        raise RuntimeError("Task does not support set_result operation")

    def set_exception(self, exception):
        raise RuntimeError("Task does not support set_exception operation")

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def cancel(self, msg=None):
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def _finish(self):
        tasks = self._loop._tasks
        if self in tasks:
            tasks.remove(self)

    def _step(self, exc=None):
        if self._state != _PENDING:
            raise InvalidStateError(f"_step(): already done: {self!r}, {exc!r}")
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        coro = self._coro
        self._fut_waiter = None
        loop = self._loop
        prev = loop._current_task
        loop._current_task = self
        try:
            if exc is None:
                result = coro.send(None)
            else:
                result = coro.throw(exc)
        except StopIteration as stop:
            self._finish()
            if self._must_cancel:
                self._must_cancel = False
                Future.cancel(self, msg=self._cancel_message)
            else:
                Future.set_result(self, stop.value)
        except CancelledError as cancelled:
            self._finish()
            self._cancelled_exc = cancelled
            Future.cancel(self)
        except (KeyboardInterrupt, SystemExit) as fatal:
            self._finish()
            Future.set_exception(self, fatal)
            raise
        except BaseException as error:
            self._finish()
            Future.set_exception(self, error)
        else:
            blocking = getattr(result, "_asyncio_future_blocking", None)
            if blocking is not None:
                if result._loop is not self._loop:
                    loop.call_soon(
                        self._step,
                        RuntimeError(
                            f"Task {self!r} got Future {result!r} attached to a different loop"
                        ),
                    )
                elif blocking:
                    if result is self:
                        loop.call_soon(
                            self._step, RuntimeError(f"Task cannot await on itself: {self!r}")
                        )
                    else:
                        result._asyncio_future_blocking = False
                        result.add_done_callback(self._wakeup)
                        self._fut_waiter = result
                        if self._must_cancel:
                            if self._fut_waiter.cancel(msg=self._cancel_message):
                                self._must_cancel = False
                else:
                    loop.call_soon(
                        self._step,
                        RuntimeError(
                            f"yield was used instead of yield from in task {self!r} with {result!r}"
                        ),
                    )
            elif result is None:
                loop.call_soon(self._step)
            else:
                loop.call_soon(self._step, RuntimeError(f"Task got bad yield: {result!r}"))
        finally:
            loop._current_task = prev

    def _wakeup(self, future):
        try:
            future.result()
        except BaseException as exc:
            self._step(exc)
        else:
            self._step()


def current_task(loop=None):
    if loop is None:
        loop = get_running_loop()
    return loop._current_task


def all_tasks(loop=None):
    if loop is None:
        loop = get_running_loop()
    return {t for t in loop._tasks if not t.done()}


def create_task(coro, *, name=None, context=None):
    loop = get_running_loop()
    return loop.create_task(coro, name=name)


def ensure_future(coro_or_future, *, loop=None):
    if isfuture(coro_or_future):
        return coro_or_future
    if iscoroutine(coro_or_future):
        if loop is None:
            loop = get_event_loop()
        return loop.create_task(coro_or_future)
    if hasattr(type(coro_or_future), "__await__"):
        return ensure_future(_wrap_awaitable(coro_or_future), loop=loop)
    raise TypeError("An asyncio.Future, a coroutine or an awaitable is required")


async def _wrap_awaitable(awaitable):
    return await awaitable


def _set_result_unless_cancelled(fut, result):
    if fut.cancelled():
        return
    fut.set_result(result)


async def sleep(delay, result=None):
    if delay <= 0:
        await _SLEEP0
        return result
    loop = get_running_loop()
    future = loop.create_future()
    h = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        h.cancel()


class _GatheringFuture(Future):
    def __init__(self, children, *, loop):
        super().__init__(loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    if not coros_or_futures:
        loop = get_event_loop()
        outer = loop.create_future()
        outer.set_result([])
        return outer

    arg_to_fut = {}
    children = []
    loop = None
    for arg in coros_or_futures:
        if arg not in arg_to_fut:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = fut._loop
            arg_to_fut[arg] = fut
        else:
            fut = arg_to_fut[arg]
        children.append(fut)

    outer = _GatheringFuture(children, loop=loop)
    state = [0]
    nfuts = len(arg_to_fut)

    def _done_callback(fut):
        state[0] += 1
        if outer.done():
            if not fut.cancelled():
                fut.exception()
            return
        if not return_exceptions:
            if fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if state[0] == nfuts:
            results = []
            for f in children:
                if f.cancelled():
                    res = f._make_cancelled_error()
                else:
                    res = f.exception()
                    if res is None:
                        res = f.result()
                results.append(res)
            if outer._cancel_requested:
                outer.set_exception(fut._make_cancelled_error())
            else:
                outer.set_result(results)

    for fut in arg_to_fut.values():
        fut.add_done_callback(_done_callback)
    return outer


def shield(arg):
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = inner._loop
    outer = loop.create_future()

    def _inner_done_callback(inner):
        if outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def _outer_done_callback(outer):
        if not inner.done():
            inner.remove_done_callback(_inner_done_callback)

    inner.add_done_callback(_inner_done_callback)
    outer.add_done_callback(_outer_done_callback)
    return outer


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(fut):
    loop = get_running_loop()
    waiter = loop.create_future()

    def cb(f):
        _release_waiter(waiter)

    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


async def wait_for(fut, timeout):
    loop = get_running_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc

    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)

    def cb(f):
        _release_waiter(waiter)

    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            await _cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect a list of futures, not {type(fs).__name__}")
    if not fs:
        raise ValueError("Set of Tasks/Futures is empty.")
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f"Invalid return_when value: {return_when}")
    loop = get_running_loop()
    futs = []
    for f in fs:
        f = ensure_future(f, loop=loop)
        if f not in futs:
            futs.append(f)
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    counter = [len(futs)]

    def _on_completion(f):
        counter[0] -= 1
        if (
            counter[0] <= 0
            or return_when == FIRST_COMPLETED
            or return_when == FIRST_EXCEPTION
            and (not f.cancelled() and f.exception() is not None)
        ):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in futs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in futs:
            f.remove_done_callback(_on_completion)
    done = set()
    pending = set()
    for f in futs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect an iterable of futures, not {type(fs).__name__}")
    loop = get_event_loop()
    todo = []
    for f in fs:
        f = ensure_future(f, loop=loop)
        if f not in todo:
            todo.append(f)
    done = Queue()
    handle = [None]

    def _on_timeout():
        for f in todo:
            f.remove_done_callback(_on_completion)
            done.put_nowait(None)
        todo.clear()

    def _on_completion(f):
        if not todo:
            return
        todo.remove(f)
        done.put_nowait(f)
        if not todo and handle[0] is not None:
            handle[0].cancel()

    async def _wait_for_one():
        f = await done.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(_on_completion)
    if todo and timeout is not None:
        handle[0] = loop.call_later(timeout, _on_timeout)
    return _AsCompleted(_wait_for_one, len(todo))


class _AsCompleted:
    def __init__(self, one, n):
        self._one = one
        self._n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self._n <= 0:
            raise StopIteration
        self._n -= 1
        return self._one()


_T_CREATED = "created"
_T_ENTERED = "active"
_T_EXPIRING = "expiring"
_T_EXPIRED = "expired"
_T_EXITED = "finished"


class Timeout:
    def __init__(self, when):
        self._state = _T_CREATED
        self._timeout_handler = None
        self._task = None
        self._when = when
        self._cancelling = 0

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._state != _T_ENTERED:
            raise RuntimeError(f"Cannot change state of {self._state} Timeout")
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state in (_T_EXPIRING, _T_EXPIRED)

    def __repr__(self):
        info = ""
        if self._state == _T_ENTERED:
            when = round(self._when, 3) if self._when is not None else None
            info = f" when={when}"
        return f"<Timeout [{self._state}]{info}>"

    async def __aenter__(self):
        if self._state != _T_CREATED:
            raise RuntimeError("Timeout has already been entered")
        task = current_task()
        if task is None:
            raise RuntimeError("Timeout should be used inside a task")
        self._state = _T_ENTERED
        self._task = task
        self._cancelling = task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == _T_EXPIRING:
            self._state = _T_EXPIRED
            if self._task.uncancel() <= self._cancelling and exc_type is CancelledError:
                raise TimeoutError from exc_val
        elif self._state == _T_ENTERED:
            self._state = _T_EXITED
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = _T_EXPIRING
        self._timeout_handler = None


def timeout(delay):
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    return Timeout(when)


class Queue:
    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = []
        self._putters = []
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = []
        self._head = 0

    def _get(self):
        item = self._queue[self._head]
        self._queue[self._head] = None
        self._head += 1
        if self._head > 64 and self._head * 2 > len(self._queue):
            del self._queue[: self._head]
            self._head = 0
        return item

    def _put(self, item):
        self._queue.append(item)

    def _items(self):
        return self._queue[self._head:]

    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.pop(0)
            if not waiter.done():
                waiter.set_result(None)
                break

    def __repr__(self):
        return f"<{type(self).__name__} {self._format()}>"

    def _format(self):
        result = f"maxsize={self._maxsize!r}"
        items = self._items()
        if items:
            result += f" _queue={items!r}"
        if self._getters:
            result += f" _getters[{len(self._getters)}]"
        if self._putters:
            result += f" _putters[{len(self._putters)}]"
        if self._unfinished_tasks:
            result += f" tasks={self._unfinished_tasks}"
        return result

    def qsize(self):
        return len(self._queue) - self._head

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return self.qsize() == 0

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def _wait_while(self, blocked, waiters):
        # Wait in `waiters` until `blocked()` is false; a cancelled waiter passes its wake-up on.
        while blocked():
            waiter = get_running_loop().create_future()
            waiters.append(waiter)
            try:
                await waiter
            except BaseException:
                waiter.cancel()
                if waiter in waiters:
                    waiters.remove(waiter)
                if not blocked() and not waiter.cancelled():
                    self._wakeup_next(waiters)
                raise

    async def put(self, item):
        await self._wait_while(self.full, self._putters)
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def get(self):
        await self._wait_while(self.empty, self._getters)
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()


class LifoQueue(Queue):
    def _get(self):
        return self._queue.pop()


class PriorityQueue(Queue):
    def _put(self, item):
        q = self._queue
        lo = self._head
        hi = len(q)
        while lo < hi:
            mid = (lo + hi) // 2
            if item < q[mid]:
                hi = mid
            else:
                lo = mid + 1
        q.insert(lo, item)


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_ContextManagerMixin):
    def __init__(self):
        self._waiters = []
        self._locked = False

    def __repr__(self):
        extra = "locked" if self._locked else "unlocked"
        if self._waiters:
            extra = f"{extra}, waiters:{len(self._waiters)}"
        return f"<asyncio.locks.Lock object [{extra}]>"

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and all(w.cancelled() for w in self._waiters):
            self._locked = True
            return True
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError("Lock is not acquired.")

    def _wake_up_first(self):
        if not self._waiters:
            return
        fut = self._waiters[0]
        if not fut.done():
            fut.set_result(True)


class Event:
    def __init__(self):
        self._waiters = []
        self._value = False

    def __repr__(self):
        extra = "set" if self._value else "unset"
        if self._waiters:
            extra = f"{extra}, waiters:{len(self._waiters)}"
        return f"<asyncio.locks.Event object [{extra}]>"

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)


class Condition(_ContextManagerMixin):
    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = []

    async def wait(self):
        if not self.locked():
            raise RuntimeError("cannot wait on un-acquired lock")
        self.release()
        try:
            fut = get_running_loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            cancelled = False
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError:
                    cancelled = True
            if cancelled:
                raise CancelledError

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError("cannot notify on un-acquired lock")
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Semaphore(_ContextManagerMixin):
    def __init__(self, value=1):
        if value < 0:
            raise ValueError("Semaphore initial value must be >= 0")
        self._waiters = []
        self._value = value

    def __repr__(self):
        extra = "locked" if self.locked() else f"unlocked, value:{self._value}"
        if self._waiters:
            extra = f"{extra}, waiters:{len(self._waiters)}"
        return f"<asyncio.locks.{type(self).__name__} object [{extra}]>"

    def locked(self):
        return self._value == 0 or any(not w.cancelled() for w in self._waiters)

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if fut.done() and not fut.cancelled():
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return True
        return False


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError("BoundedSemaphore released too many times")
        super().release()


def _cancel_all_tasks(loop):
    to_cancel = [t for t in loop._tasks if not t.done()]
    if not to_cancel:
        return
    for task in to_cancel:
        task.cancel()
    try:
        loop.run_until_complete(gather(*to_cancel, return_exceptions=True))
    except RuntimeError:
        # A task that ignores its cancellation and waits forever: left as it is.
        pass


def run(main, *, debug=None):
    if _running_loop is not None:
        raise RuntimeError("asyncio.run() cannot be called from a running event loop")
    if not iscoroutine(main):
        raise ValueError(f"a coroutine was expected, got {main!r}")
    global _event_loop
    loop = _EventLoop()
    previous = _event_loop
    _event_loop = loop
    try:
        task = loop.create_task(main)
        return loop.run_until_complete(task)
    finally:
        try:
            _cancel_all_tasks(loop)
        finally:
            _event_loop = previous
            loop.close()
