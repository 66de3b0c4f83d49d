# The Python part of `decimal` (modules/decimal.rs is the rest): the signal classes with
# C `_decimal`'s hierarchy, `DecimalTuple`, and `localcontext`.

from collections import namedtuple as _namedtuple


class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


_register_signals(InvalidOperation, FloatOperation, DivisionByZero, Overflow,
                  Underflow, Subnormal, Inexact, Rounded, Clamped,
                  ConversionSyntax, DivisionImpossible, DivisionUndefined,
                  InvalidContext)
del _register_signals

DecimalTuple = _namedtuple('DecimalTuple', 'sign digits exponent', module='decimal')

HAVE_THREADS = True
HAVE_CONTEXTVAR = True
__version__ = '1.70'
__libmpdec_version__ = '2.5.1'

del _namedtuple


class ContextManager(object):
    """Context manager class to support localcontext()."""

    def __init__(self, new_context):
        self.new_context = new_context

    def __enter__(self):
        self.saved_context = getcontext()
        setcontext(self.new_context)
        return self.new_context

    def __exit__(self, t, v, tb):
        setcontext(self.saved_context)


def _make_localcontext(ContextManager):
    attrs = ('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp', 'flags', 'traps')

    def localcontext(ctx=None, **kwargs):
        """Return a context manager for a copy of the supplied context."""
        for key in kwargs:
            if key not in attrs:
                raise TypeError(f"'{key}' is an invalid keyword argument for this function")
        if ctx is None:
            ctx = getcontext()
        elif not isinstance(ctx, Context):
            raise TypeError("optional argument must be a context")
        new = ctx.copy()
        for key, value in kwargs.items():
            setattr(new, key, value)
        return ContextManager(new)

    return localcontext


localcontext = _make_localcontext(ContextManager)
del _make_localcontext, ContextManager
