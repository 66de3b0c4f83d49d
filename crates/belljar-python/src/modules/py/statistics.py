# statistics: CPython 3.11's `Lib/statistics.py` results: exact sums and sums of squares over
# fractions (so float results are the correctly rounded ones CPython prints), the type of the
# result following the data's (int, float, Fraction, and subclasses), the correctly rounded
# square root of a fraction for stdev/pstdev, CPython's interpolation formulas and messages,
# and NormalDist with Wichura's AS241 inverse CDF. Decimal data gives Decimal results (the
# square roots correctly rounded, as 3.11's `_decimal_sqrt_of_frac`).

import math
import numbers
import random
from bisect import bisect_left, bisect_right
from collections import Counter, defaultdict, namedtuple
from decimal import Decimal
from fractions import Fraction
from itertools import groupby, repeat
from math import erf, exp, fabs, fsum, hypot, log, sqrt, tau
from operator import mul

__all__ = [
    'NormalDist', 'StatisticsError', 'correlation', 'covariance', 'fmean',
    'geometric_mean', 'harmonic_mean', 'linear_regression', 'mean', 'median',
    'median_grouped', 'median_high', 'median_low', 'mode', 'multimode',
    'pstdev', 'pvariance', 'quantiles', 'stdev', 'variance',
]


class StatisticsError(ValueError):
    pass


def _ratio(x):
    """x as an exact (numerator, denominator); (x, None) for a float NaN or infinity."""
    try:
        return x.as_integer_ratio()
    except AttributeError:
        pass
    except (OverflowError, ValueError):
        return (x, None)
    try:
        return (x.numerator, x.denominator)
    except AttributeError:
        raise TypeError(f"can't convert type '{type(x).__name__}' to numerator/denominator")


def _coerce(T, S):
    """The type a result of data of types T and S takes."""
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    if issubclass(T, Fraction) and issubclass(S, float):
        return S
    if issubclass(T, float) and issubclass(S, Fraction):
        return T
    raise TypeError("don't know how to coerce %s and %s" % (T.__name__, S.__name__))


def _result_type(types):
    """The type of a result over runs of data of these types, coerced in data order as
    CPython does (the order decides which type an error names)."""
    T = int
    for typ in types:
        T = _coerce(T, typ)
    return T


def _sum(data):
    """(result type, exact sum as a Fraction, count) of the data."""
    # The ints and floats are summed natively (exactly); every other value's ratio is
    # grouped by denominator here.
    types, num, den, count, rest, _, _ = _exact_sum(data, _ratio, False)
    by_denominator = {}
    for n, d in rest:
        by_denominator[d] = by_denominator.get(d, 0) + n
    if None in by_denominator:
        total = by_denominator[None]
    else:
        total = sum(Fraction(n, d) for d, n in by_denominator.items())
        if count > len(rest):
            total = Fraction(num, den) + total
    return (_result_type(types), total, count)


def _ss(data, c=None):
    """(result type, exact sum of squared deviations, mean used, count)."""
    if c is not None:
        T, ssd, count = _sum((d := x - c) * d for x in data)
        return (T, ssd, c, count)
    types, num, den, count, rest, sq_num, sq_den = _exact_sum(data, _ratio, True)
    sx = defaultdict(int)
    sxx = defaultdict(int)
    for n, d in rest:
        sx[d] += n
        sxx[d] += n * n
    if not count:
        ssd = c = Fraction(0)
    elif None in sx:
        ssd = c = sx[None]
    else:
        total = sum(Fraction(n, d) for d, n in sx.items())
        total_sq = sum(Fraction(n, d * d) for d, n in sxx.items())
        if count > len(rest):
            total = Fraction(num, den) + total
            total_sq = Fraction(sq_num, sq_den) + total_sq
        ssd = (count * total_sq - total * total) / count
        c = total / count
    return (_result_type(types), ssd, c, count)


def _convert(value, T):
    """An exact result as the data's type."""
    if type(value) is T:
        return value
    if issubclass(T, int) and value.denominator != 1:
        T = float
    try:
        return T(value)
    except TypeError:
        if issubclass(T, Decimal):
            return T(value.numerator) / T(value.denominator)
        raise


# Mantissa bits of a float, doubled, plus three guard bits.
_SQRT_BIT_WIDTH = 2 * 53 + 3


def _isqrt_frac_rto(n, m):
    """The integer square root of n/m, rounded to odd."""
    a = math.isqrt(n // m)
    return a | (a * a * m != n)


def _decimal_sqrt_frac(n, m):
    """The correctly rounded Decimal square root of the fraction n/m: Decimal's sqrt of the
    quotient, moved one step when the exact root lies past a midpoint."""
    if n <= 0:
        if not n:
            return Decimal('0.0')
        n, m = -n, -m
    root = (Decimal(n) / Decimal(m)).sqrt()
    nr, dr = root.as_integer_ratio()
    up = root.next_plus()
    nu, du = up.as_integer_ratio()
    if 4 * n * (dr * du) ** 2 > m * (dr * nu + du * nr) ** 2:
        return up
    down = root.next_minus()
    nd, dd = down.as_integer_ratio()
    if 4 * n * (dr * dd) ** 2 < m * (dr * nd + dd * nr) ** 2:
        return down
    return root


def _sqrt_frac(n, m):
    """The correctly rounded float square root of the fraction n/m."""
    q = (n.bit_length() - m.bit_length() - _SQRT_BIT_WIDTH) // 2
    if q >= 0:
        return (_isqrt_frac_rto(n, m << 2 * q) << q) / 1
    return _isqrt_frac_rto(n << -2 * q, m) / (1 << -q)


def mean(data):
    """Return the sample arithmetic mean of data."""
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    return _convert(total / n, T)


def fmean(data, weights=None):
    """Convert data to floats and compute the arithmetic mean."""
    try:
        n = len(data)
    except TypeError:
        n = 0

        def counted(iterable):
            nonlocal n
            for n, x in enumerate(iterable, start=1):
                yield x
        data = counted(data)
    if weights is None:
        total = fsum(data)
        if not n:
            raise StatisticsError('fmean requires at least one data point')
        return total / n
    try:
        num_weights = len(weights)
    except TypeError:
        weights = list(weights)
        num_weights = len(weights)
    num = fsum(map(mul, data, weights))
    if n != num_weights:
        raise StatisticsError('data and weights must be the same length')
    den = fsum(weights)
    if not den:
        raise StatisticsError('sum of weights must be non-zero')
    return num / den


def geometric_mean(data):
    """Convert data to floats and compute the geometric mean."""
    try:
        return exp(fmean(map(log, data)))
    except ValueError:
        raise StatisticsError('geometric mean requires a non-empty dataset '
                              'containing positive numbers') from None


def _fail_neg(values, errmsg='negative value'):
    for x in values:
        if x < 0:
            raise StatisticsError(errmsg)
        yield x


def harmonic_mean(data, weights=None):
    """Return the harmonic mean of data."""
    if iter(data) is data:
        data = list(data)
    errmsg = 'harmonic mean does not support negative values'
    n = len(data)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    elif n == 1 and weights is None:
        x = data[0]
        if isinstance(x, numbers.Real):
            if x < 0:
                raise StatisticsError(errmsg)
            return x
        raise TypeError('unsupported type')
    if weights is None:
        weights = repeat(1, n)
        sum_weights = n
    else:
        if iter(weights) is weights:
            weights = list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        _, sum_weights, _ = _sum(w for w in _fail_neg(weights, errmsg))
    try:
        data = _fail_neg(data, errmsg)
        T, total, count = _sum(w / x if w else 0 for w, x in zip(weights, data))
    except ZeroDivisionError:
        return 0
    if total <= 0:
        raise StatisticsError('Weighted sum must be positive')
    return _convert(sum_weights / total, T)


def median(data):
    """Return the median (middle value) of numeric data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    """Return the low median of numeric data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    """Return the high median of data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]


def median_grouped(data, interval=1.0):
    """Estimates the median for numeric data binned around the midpoints
    of consecutive, fixed-width intervals."""
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError("no median for empty data")
    x = data[n // 2]
    i = bisect_left(data, x)
    j = bisect_right(data, x, lo=i)
    try:
        interval = float(interval)
        x = float(x)
    except ValueError:
        raise TypeError(f'Value cannot be converted to a float')
    lower = x - interval / 2.0
    return lower + interval * (n / 2 - i) / (j - i)


def mode(data):
    """Return the most common data point from discrete or nominal data."""
    pairs = Counter(iter(data)).most_common(1)
    try:
        return pairs[0][0]
    except IndexError:
        raise StatisticsError('no mode for empty data') from None


def multimode(data):
    """Return a list of the most frequently occurring values."""
    counts = Counter(iter(data))
    if not counts:
        return []
    top = max(counts.values())
    return [value for value, count in counts.items() if count == top]


def quantiles(data, *, n=4, method='exclusive'):
    """Divide *data* into *n* continuous intervals with equal probability."""
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError('must have at least two data points')
    if method == 'inclusive':
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            result.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return result
    if method == 'exclusive':
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            result.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return result
    raise ValueError(f'Unknown method: {method!r}')


def variance(data, xbar=None):
    """Return the sample variance of data."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('variance requires at least two data points')
    return _convert(ss / (n - 1), T)


def pvariance(data, mu=None):
    """Return the population variance of ``data``."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pvariance requires at least one data point')
    return _convert(ss / n, T)


def stdev(data, xbar=None):
    """Return the square root of the sample variance."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    mss = ss / (n - 1)
    if issubclass(T, Decimal):
        return _decimal_sqrt_frac(mss.numerator, mss.denominator)
    return _sqrt_frac(mss.numerator, mss.denominator)


def pstdev(data, mu=None):
    """Return the square root of the population variance."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pstdev requires at least one data point')
    mss = ss / n
    if issubclass(T, Decimal):
        return _decimal_sqrt_frac(mss.numerator, mss.denominator)
    return _sqrt_frac(mss.numerator, mss.denominator)


def _mean_stdev(data):
    """(mean, sample standard deviation) as floats, in one pass."""
    T, ss, xbar, n = _ss(data)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    mss = ss / (n - 1)
    try:
        return float(xbar), _sqrt_frac(mss.numerator, mss.denominator)
    except AttributeError:
        return float(xbar), float(xbar) / float(ss)


def covariance(x, y, /):
    """Covariance"""
    n = len(x)
    if len(y) != n:
        raise StatisticsError('covariance requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('covariance requires at least two data points')
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    return sxy / (n - 1)


def correlation(x, y, /):
    """Pearson's correlation coefficient"""
    n = len(x)
    if len(y) != n:
        raise StatisticsError('correlation requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('correlation requires at least two data points')
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    sxx = fsum((d := xi - xbar) * d for xi in x)
    syy = fsum((d := yi - ybar) * d for yi in y)
    try:
        return sxy / sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError('at least one of the inputs is constant')


LinearRegression = namedtuple('LinearRegression', ('slope', 'intercept'))


def linear_regression(x, y, /, *, proportional=False):
    """Slope and intercept for simple linear regression."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError('linear regression requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('linear regression requires at least two data points')
    if proportional:
        sxy = fsum(xi * yi for xi, yi in zip(x, y))
        sxx = fsum(xi * xi for xi in x)
    else:
        xbar = fsum(x) / n
        ybar = fsum(y) / n
        sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
        sxx = fsum((d := xi - xbar) * d for xi in x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError('x is constant')
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


# Wichura's algorithm AS241 (Applied Statistics 37(3), 1988): coefficients of the rational
# approximations, highest power first, evaluated by Horner's rule.
_AS241_CENTRAL = (
    (2.5090809287301226727e+3, 3.3430575583588128105e+4, 6.7265770927008700853e+4,
     4.5921953931549871457e+4, 1.3731693765509461125e+4, 1.9715909503065514427e+3,
     1.3314166789178437745e+2, 3.3871328727963666080e+0),
    (5.2264952788528545610e+3, 2.8729085735721942674e+4, 3.9307895800092710610e+4,
     2.1213794301586595867e+4, 5.3941960214247511077e+3, 6.8718700749205790830e+2,
     4.2313330701600911252e+1, 1.0),
)
_AS241_INTERMEDIATE = (
    (7.7454501427834140764e-4, 2.2723844989269184583e-2, 2.4178072517745061177e-1,
     1.2704582524523683826e+0, 3.6478483247632046050e+0, 5.7694972214606914055e+0,
     4.6303378461565452959e+0, 1.4234371107496835773e+0),
    (1.0507500716444168432e-9, 5.4759380849953449460e-4, 1.5198666563616457197e-2,
     1.4810397642748007459e-1, 6.8976733498510000455e-1, 1.6763848301838038494e+0,
     2.0531916266377588219e+0, 1.0),
)
_AS241_TAIL = (
    (2.0103343992922881327e-7, 2.7115555687434875782e-5, 1.2426609473880784386e-3,
     2.6532189526576123093e-2, 2.9656057182850489123e-1, 1.7848265399172913358e+0,
     5.4637849111641143699e+0, 6.6579046435011037772e+0),
    (2.0442631033899397856e-15, 1.4215117583164458887e-7, 1.8463183175100546818e-5,
     7.8686913114561325910e-4, 1.4875361290850614853e-2, 1.3692988092273580531e-1,
     5.9983220655588793769e-1, 1.0),
)


def _horner(coefficients, r):
    acc = coefficients[0]
    for c in coefficients[1:]:
        acc = acc * r + c
    return acc


def _normal_dist_inv_cdf(p, mu, sigma):
    q = p - 0.5
    if fabs(q) <= 0.425:
        r = 0.180625 - q * q
        num, den = _AS241_CENTRAL
        x = (_horner(num, r) * q) / _horner(den, r)
        return mu + (x * sigma)
    r = p if q <= 0.0 else 1.0 - p
    r = sqrt(-log(r))
    if r <= 5.0:
        r = r - 1.6
        num, den = _AS241_INTERMEDIATE
    else:
        r = r - 5.0
        num, den = _AS241_TAIL
    x = _horner(num, r) / _horner(den, r)
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


_SQRT2 = sqrt(2.0)


class NormalDist:
    """Normal distribution of a random variable"""

    __slots__ = ('_mu', '_sigma')

    def __init__(self, mu=0.0, sigma=1.0):
        """NormalDist where mu is the mean and sigma is the standard deviation."""
        if sigma < 0.0:
            raise StatisticsError('sigma must be non-negative')
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        """Make a normal distribution instance from sample data."""
        return cls(*_mean_stdev(data))

    def samples(self, n, *, seed=None):
        """Generate *n* samples for a given mean and standard deviation."""
        gauss = random.gauss if seed is None else random.Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [gauss(mu, sigma) for i in range(n)]

    def pdf(self, x):
        """Probability density function.  P(x <= X < x+dx) / dx"""
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError('pdf() not defined when sigma is zero')
        diff = x - self._mu
        return exp(diff * diff / (-2.0 * variance)) / sqrt(tau * variance)

    def cdf(self, x):
        """Cumulative distribution function.  P(X <= x)"""
        if not self._sigma:
            raise StatisticsError('cdf() not defined when sigma is zero')
        return 0.5 * (1.0 + erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        """Inverse cumulative distribution function.  x : P(X <= x) = p"""
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError('p must be in the range 0.0 < p < 1.0')
        if self._sigma <= 0.0:
            raise StatisticsError('cdf() not defined when sigma at or below zero')
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        """Divide into *n* continuous intervals with equal probability."""
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        """Compute the overlapping coefficient (OVL) between two normal distributions."""
        if not isinstance(other, NormalDist):
            raise TypeError('Expected another NormalDist instance')
        X, Y = self, other
        if (Y._sigma, Y._mu) < (X._sigma, X._mu):
            X, Y = Y, X
        X_var, Y_var = X.variance, Y.variance
        if not X_var or not Y_var:
            raise StatisticsError('overlap() not defined when sigma is zero')
        dv = Y_var - X_var
        dm = fabs(Y._mu - X._mu)
        if not dv:
            return 1.0 - erf(dm / (2.0 * X._sigma * _SQRT2))
        a = X._mu * Y_var - Y._mu * X_var
        b = X._sigma * Y._sigma * sqrt(dm * dm + dv * log(Y_var / X_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (fabs(Y.cdf(x1) - X.cdf(x1)) + fabs(Y.cdf(x2) - X.cdf(x2)))

    def zscore(self, x):
        """Compute the Standard Score.  (x - mean) / stdev"""
        if not self._sigma:
            raise StatisticsError('zscore() not defined when sigma is zero')
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        """Arithmetic mean of the normal distribution."""
        return self._mu

    @property
    def median(self):
        """Return the median of the normal distribution"""
        return self._mu

    @property
    def mode(self):
        """Return the mode of the normal distribution"""
        return self._mu

    @property
    def stdev(self):
        """Standard deviation of the normal distribution."""
        return self._sigma

    @property
    def variance(self):
        """Square of the standard deviation."""
        return self._sigma * self._sigma

    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * fabs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / fabs(x2))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f'{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})'

    def __getstate__(self):
        return (self._mu, self._sigma)

    def __setstate__(self, state):
        self._mu, self._sigma = state
