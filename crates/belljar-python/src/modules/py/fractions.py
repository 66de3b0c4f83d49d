# fractions: rational numbers with CPython 3.11's `Fraction` semantics: construction from
# ints, Rationals, floats, Decimals and strings, exact arithmetic that falls back to float or complex
# for those operands, hashing equal to equal floats and ints, comparisons with floats
# (NaN and infinities included), rounding, limit_denominator and CPython's messages.

from decimal import Decimal as _Decimal
import math as _math
import numbers as _numbers
import operator as _operator

__all__ = ['Fraction']

_HASH_MODULUS = (1 << 61) - 1
_HASH_INF = 314159


def _digits(s, i):
    """The end of a run of digits with single underscores between them, from `i`."""
    n = len(s)
    j = i
    while j < n and s[j].isdigit():
        j += 1
        if j < n - 1 and s[j] == '_' and s[j + 1].isdigit():
            j += 1
    return j


def _parse(text):
    """(numerator, denominator) of a Fraction literal, or None."""
    s = text.strip()
    i = 0
    negative = False
    if s[:1] in ('+', '-'):
        negative = s[0] == '-'
        i = 1
    if not (s[i:i + 1].isdigit() or (s[i:i + 1] == '.' and s[i + 1:i + 2].isdigit())):
        return None
    j = _digits(s, i)
    num = int(s[i:j].replace('_', '') or '0')
    den = 1
    if s[j:j + 1] == '/':
        k = _digits(s, j + 1)
        if k == j + 1 or k != len(s):
            return None
        den = int(s[j + 1:k].replace('_', ''))
    else:
        if s[j:j + 1] == '.':
            k = _digits(s, j + 1)
            frac = s[j + 1:k].replace('_', '')
            if frac:
                scale = 10 ** len(frac)
                num = num * scale + int(frac)
                den *= scale
            j = k
        if s[j:j + 1] in ('e', 'E'):
            k = j + 1
            sign = 1
            if s[k:k + 1] in ('+', '-'):
                sign = -1 if s[k] == '-' else 1
                k += 1
            m = _digits(s, k)
            if m == k:
                return None
            exp = sign * int(s[k:m].replace('_', ''))
            if exp >= 0:
                num *= 10 ** exp
            else:
                den *= 10 ** -exp
            j = m
        if j != len(s):
            return None
    return (-num if negative else num), den


class Fraction(_numbers.Rational):
    """This class implements rational numbers."""

    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        """Constructs a Rational."""
        self = super(Fraction, cls).__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            elif isinstance(numerator, _numbers.Rational):
                self._numerator = numerator.numerator
                self._denominator = numerator.denominator
                return self
            elif isinstance(numerator, (float, _Decimal)):
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            elif isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError('Invalid literal for Fraction: %r' % numerator)
                numerator, denominator = parsed
            else:
                raise TypeError("argument should be a string "
                                "or a Rational instance")
        elif type(numerator) is int is type(denominator):
            pass
        elif (isinstance(numerator, _numbers.Rational) and
              isinstance(denominator, _numbers.Rational)):
            numerator, denominator = (
                numerator.numerator * denominator.denominator,
                denominator.numerator * numerator.denominator
            )
        else:
            raise TypeError("both arguments should be "
                            "Rational instances")
        if denominator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % numerator)
        if _normalize:
            g = _math.gcd(numerator, denominator)
            if denominator < 0:
                g = -g
            numerator //= g
            denominator //= g
        self._numerator = numerator
        self._denominator = denominator
        return self

    @classmethod
    def from_float(cls, f):
        """Converts a finite float to a rational number, exactly."""
        if isinstance(f, _numbers.Integral):
            return cls(f)
        elif not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)" %
                            (cls.__name__, f, type(f).__name__))
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        """Converts a finite Decimal instance to a rational number, exactly."""
        if isinstance(dec, _numbers.Integral):
            dec = _Decimal(int(dec))
        elif not isinstance(dec, _Decimal):
            raise TypeError(
                "%s.from_decimal() only takes Decimals, not %r (%s)" %
                (cls.__name__, dec, type(dec).__name__))
        return cls(*dec.as_integer_ratio())

    def as_integer_ratio(self):
        """Return the integer ratio as a tuple."""
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """Closest Fraction to self with denominator at most max_denominator."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        # Convergents of the continued fraction, then the best semiconvergent.
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction(p1, q1, _normalize=False)
        return Fraction(p0 + k * p1, q0 + k * q1, _normalize=False)

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    def __repr__(self):
        """repr(self)"""
        return '%s(%s, %s)' % (self.__class__.__name__,
                               self._numerator, self._denominator)

    def __str__(self):
        """str(self)"""
        if self._denominator == 1:
            return str(self._numerator)
        return '%s/%s' % (self._numerator, self._denominator)

    def _operator_fallbacks(monomorphic, fallback):
        """The forward and reverse methods of an operator: exact for ints and
        Fractions, through float or complex for those operands."""
        def forward(a, b):
            if isinstance(b, (int, Fraction)):
                return monomorphic(a, b)
            elif isinstance(b, float):
                return fallback(float(a), b)
            elif isinstance(b, complex):
                return fallback(complex(a), b)
            return NotImplemented
        forward.__name__ = '__' + fallback.__name__ + '__'
        forward.__doc__ = monomorphic.__doc__

        def reverse(b, a):
            if isinstance(a, _numbers.Rational):
                return monomorphic(Fraction(a), b)
            elif isinstance(a, _numbers.Real):
                return fallback(float(a), float(b))
            elif isinstance(a, _numbers.Complex):
                return fallback(complex(a), complex(b))
            return NotImplemented
        reverse.__name__ = '__r' + fallback.__name__ + '__'
        reverse.__doc__ = monomorphic.__doc__
        return forward, reverse

    def _add(a, b):
        """a + b"""
        da, db = a.denominator, b.denominator
        return Fraction(a.numerator * db + b.numerator * da, da * db)

    __add__, __radd__ = _operator_fallbacks(_add, _operator.add)

    def _sub(a, b):
        """a - b"""
        da, db = a.denominator, b.denominator
        return Fraction(a.numerator * db - b.numerator * da, da * db)

    __sub__, __rsub__ = _operator_fallbacks(_sub, _operator.sub)

    def _mul(a, b):
        """a * b"""
        return Fraction(a.numerator * b.numerator, a.denominator * b.denominator)

    __mul__, __rmul__ = _operator_fallbacks(_mul, _operator.mul)

    def _div(a, b):
        """a / b"""
        return Fraction(a.numerator * b.denominator, a.denominator * b.numerator)

    __truediv__, __rtruediv__ = _operator_fallbacks(_div, _operator.truediv)

    def _floordiv(a, b):
        """a // b"""
        return (a.numerator * b.denominator) // (a.denominator * b.numerator)

    __floordiv__, __rfloordiv__ = _operator_fallbacks(_floordiv, _operator.floordiv)

    def _divmod(a, b):
        """(a // b, a % b)"""
        da, db = a.denominator, b.denominator
        div, n_mod = divmod(a.numerator * db, da * b.numerator)
        return div, Fraction(n_mod, da * db)

    __divmod__, __rdivmod__ = _operator_fallbacks(_divmod, divmod)

    def _mod(a, b):
        """a % b"""
        da, db = a.denominator, b.denominator
        return Fraction((a.numerator * db) % (b.numerator * da), da * db)

    __mod__, __rmod__ = _operator_fallbacks(_mod, _operator.mod)

    def __pow__(a, b):
        """a ** b"""
        if isinstance(b, _numbers.Rational):
            if b.denominator == 1:
                power = b.numerator
                if power >= 0:
                    return Fraction(a._numerator ** power,
                                    a._denominator ** power,
                                    _normalize=False)
                elif a._numerator >= 0:
                    return Fraction(a._denominator ** -power,
                                    a._numerator ** -power,
                                    _normalize=False)
                else:
                    return Fraction((-a._denominator) ** -power,
                                    (-a._numerator) ** -power,
                                    _normalize=False)
            return float(a) ** float(b)
        return float(a) ** b

    def __rpow__(b, a):
        """a ** b"""
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if isinstance(a, _numbers.Rational):
            return Fraction(a.numerator, a.denominator) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        """+a: Coerces a subclass instance to Fraction"""
        return Fraction(a._numerator, a._denominator, _normalize=False)

    def __neg__(a):
        """-a"""
        return Fraction(-a._numerator, a._denominator, _normalize=False)

    def __abs__(a):
        """abs(a)"""
        return Fraction(abs(a._numerator), a._denominator, _normalize=False)

    def __int__(a, _index=_operator.index):
        """int(a)"""
        if a._numerator < 0:
            return _index(-(-a._numerator // a._denominator))
        return _index(a._numerator // a._denominator)

    def __trunc__(a):
        """math.trunc(a)"""
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __floor__(a):
        """math.floor(a)"""
        return a._numerator // a._denominator

    def __ceil__(a):
        """math.ceil(a)"""
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        """round(self, ndigits): rounds half toward even."""
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            elif remainder * 2 > self._denominator:
                return floor + 1
            elif floor % 2 == 0:
                return floor
            return floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __hash__(self):
        """hash(self): equal to the hash of an equal int or float."""
        try:
            dinv = pow(self._denominator, -1, _HASH_MODULUS)
        except ValueError:
            hash_ = _HASH_INF
        else:
            hash_ = hash(hash(abs(self._numerator)) * dinv)
        result = hash_ if self._numerator >= 0 else -hash_
        return -2 if result == -1 else result

    def __eq__(a, b):
        """a == b"""
        if type(b) is int:
            return a._numerator == b and a._denominator == 1
        if isinstance(b, _numbers.Rational):
            return (a._numerator == b.numerator and
                    a._denominator == b.denominator)
        if isinstance(b, _numbers.Complex) and b.imag == 0:
            b = b.real
        if isinstance(b, float):
            if _math.isnan(b) or _math.isinf(b):
                return 0.0 == b
            return a == a.from_float(b)
        return NotImplemented

    def _richcmp(self, other, op):
        """Compare with a Rational exactly, with a float through its exact value."""
        if isinstance(other, _numbers.Rational):
            return op(self._numerator * other.denominator,
                      self._denominator * other.numerator)
        if isinstance(other, float):
            if _math.isnan(other) or _math.isinf(other):
                return op(0.0, other)
            return op(self, self.from_float(other))
        return NotImplemented

    def __lt__(a, b):
        """a < b"""
        return a._richcmp(b, _operator.lt)

    def __gt__(a, b):
        """a > b"""
        return a._richcmp(b, _operator.gt)

    def __le__(a, b):
        """a <= b"""
        return a._richcmp(b, _operator.le)

    def __ge__(a, b):
        """a >= b"""
        return a._richcmp(b, _operator.ge)

    def __bool__(a):
        """a != 0"""
        return bool(a._numerator)

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)
