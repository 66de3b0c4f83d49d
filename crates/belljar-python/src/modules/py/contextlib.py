"""contextlib: contextmanager, ContextDecorator, AbstractContextManager, suppress, closing,
nullcontext, ExitStack, redirect_stdout, redirect_stderr, after CPython 3.11's
`Lib/contextlib.py`."""

import sys as _sys

__all__ = ["contextmanager", "closing", "nullcontext", "AbstractContextManager",
           "ContextDecorator", "ExitStack", "suppress", "redirect_stdout",
           "redirect_stderr"]

class AbstractContextManager:
    """An abstract base class for context managers."""
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc_value, traceback):
        return None

class ContextDecorator:
    """A base class or mixin that enables context managers to work as decorators."""
    def _recreate_cm(self):
        return self
    def __call__(self, func):
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        inner.__name__ = getattr(func, "__name__", "inner")
        inner.__doc__ = getattr(func, "__doc__", None)
        inner.__wrapped__ = func
        return inner

class _GeneratorContextManager(AbstractContextManager, ContextDecorator):
    """Helper for @contextmanager decorator."""
    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    def __enter__(self):
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        else:
            if value is None:
                value = typ()
            try:
                self.gen.throw(value)
            except StopIteration as exc:
                return exc is not value
            except RuntimeError as exc:
                if exc is value:
                    return False
                if isinstance(value, StopIteration) and exc.__cause__ is value:
                    return False
                raise
            except BaseException as exc:
                if exc is not value:
                    raise
                return False
            raise RuntimeError("generator didn't stop after throw()")

def contextmanager(func):
    """@contextmanager decorator."""
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    helper.__name__ = getattr(func, "__name__", "helper")
    helper.__doc__ = getattr(func, "__doc__", None)
    helper.__wrapped__ = func
    return helper

class closing(AbstractContextManager):
    """Context to automatically close something at the end of a block."""
    def __init__(self, thing):
        self.thing = thing
    def __enter__(self):
        return self.thing
    def __exit__(self, *exc_info):
        self.thing.close()

class nullcontext(AbstractContextManager):
    """Context manager that does no additional processing."""
    def __init__(self, enter_result=None):
        self.enter_result = enter_result
    def __enter__(self):
        return self.enter_result
    def __exit__(self, *excinfo):
        pass

class suppress(AbstractContextManager):
    """Context manager to suppress specified exceptions."""
    def __init__(self, *exceptions):
        self._exceptions = exceptions
    def __enter__(self):
        pass
    def __exit__(self, exctype, excinst, exctb):
        if exctype is None:
            return
        return issubclass(exctype, self._exceptions)

class _RedirectStream(AbstractContextManager):
    """Rebind `sys.<_stream>` for the block, restoring the previous target afterwards
    (reentrant: each `with` remembers what it replaced)."""
    _stream = None
    def __init__(self, new_target):
        self._new_target = new_target
        self._old_targets = []
    def __enter__(self):
        self._old_targets.append(getattr(_sys, self._stream))
        setattr(_sys, self._stream, self._new_target)
        return self._new_target
    def __exit__(self, exctype, excinst, exctb):
        setattr(_sys, self._stream, self._old_targets.pop())

class redirect_stdout(_RedirectStream):
    """Context manager for temporarily redirecting stdout to another file."""
    _stream = "stdout"

class redirect_stderr(_RedirectStream):
    """Context manager for temporarily redirecting stderr to another file."""
    _stream = "stderr"

class ExitStack(AbstractContextManager):
    """Context manager for dynamic management of a stack of exit callbacks."""
    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        _cb_type = type(exit)
        try:
            exit_method = _cb_type.__exit__
        except AttributeError:
            self._exit_callbacks.append((True, exit))
        else:
            self._push_cm_exit(exit, exit_method)
        return exit

    def enter_context(self, cm):
        cls = type(cm)
        try:
            _enter = cls.__enter__
            _exit = cls.__exit__
        except AttributeError:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                            f"not support the context manager protocol") from None
        result = _enter(cm)
        self._push_cm_exit(cm, _exit)
        return result

    def callback(self, callback, /, *args, **kwds):
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append((True, _exit_wrapper))
        return callback

    def _push_cm_exit(self, cm, cm_exit):
        def _exit_wrapper(exc_type, exc, tb):
            return cm_exit(cm, exc_type, exc, tb)
        self._exit_callbacks.append((True, _exit_wrapper))

    def close(self):
        self.__exit__(None, None, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        frame_exc = None

        def _fix_exception_context(new_exc, old_exc):
            while 1:
                exc_context = new_exc.__context__
                if exc_context is None or exc_context is old_exc:
                    return
                if exc_context is frame_exc:
                    break
                new_exc = exc_context
            new_exc.__context__ = old_exc

        suppressed_exc = False
        pending_raise = False
        while self._exit_callbacks:
            is_sync, cb = self._exit_callbacks.pop()
            try:
                if cb(*exc_details):
                    suppressed_exc = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except BaseException as new_exc:
                if exc_details[1] is not None:
                    _fix_exception_context(new_exc, exc_details[1])
                pending_raise = True
                exc_details = (type(new_exc), new_exc, None)
        if pending_raise:
            try:
                fixed_ctx = exc_details[1].__context__
                raise exc_details[1]
            except BaseException:
                exc_details[1].__context__ = fixed_ctx
                raise
        return received_exc and suppressed_exc
