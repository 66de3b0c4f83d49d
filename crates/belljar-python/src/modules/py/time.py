# The Python half of `time` (modules/time.rs has the clocks, sleep, gmtime, localtime,
# mktime, strftime, asctime, ctime): struct_time, strptime, get_clock_info and the clock_*
# functions. Local time is UTC (see time.rs).

tzname = ('UTC', 'UTC')
_STRUCT_TM_ITEMS = 11

CLOCK_REALTIME = 0
CLOCK_MONOTONIC = 1
CLOCK_PROCESS_CPUTIME_ID = 2
CLOCK_THREAD_CPUTIME_ID = 3
CLOCK_MONOTONIC_RAW = 4
CLOCK_BOOTTIME = 7
CLOCK_TAI = 11

_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec',
           'tm_wday', 'tm_yday', 'tm_isdst')


class struct_time(tuple):
    """The time value as returned by gmtime(), localtime(), and strptime(), and
    accepted by asctime(), mktime() and strftime().  May be considered as a
    sequence of 9 integers."""

    n_sequence_fields = 9
    n_fields = 11
    n_unnamed_fields = 0

    def __new__(cls, sequence, dict=None):
        try:
            seq = tuple(sequence)
        except TypeError:
            raise TypeError('constructor requires a sequence') from None
        n = len(seq)
        if n < 9:
            raise TypeError('time.struct_time() takes an at least 9-sequence '
                            '(%d-sequence given)' % n)
        if n > 11:
            raise TypeError('time.struct_time() takes an at most 11-sequence '
                            '(%d-sequence given)' % n)
        self = tuple.__new__(cls, seq[:9])
        zone = seq[9] if n > 9 else None
        gmtoff = seq[10] if n > 10 else None
        if dict is not None:
            zone = dict.get('tm_zone', zone)
            gmtoff = dict.get('tm_gmtoff', gmtoff)
        self.tm_zone = zone
        self.tm_gmtoff = gmtoff
        return self

    tm_year = property(lambda self: self[0], doc='year, for example, 1993')
    tm_mon = property(lambda self: self[1], doc='month of year, range [1, 12]')
    tm_mday = property(lambda self: self[2], doc='day of month, range [1, 31]')
    tm_hour = property(lambda self: self[3], doc='hours, range [0, 23]')
    tm_min = property(lambda self: self[4], doc='minutes, range [0, 59]')
    tm_sec = property(lambda self: self[5], doc='seconds, range [0, 61])')
    tm_wday = property(lambda self: self[6], doc='day of week, range [0, 6], Monday is 0')
    tm_yday = property(lambda self: self[7], doc='day of year, range [1, 366]')
    tm_isdst = property(lambda self: self[8],
                        doc='1 if summer time is in effect, 0 if not, and -1 if unknown')

    def __repr__(self):
        return 'time.struct_time(%s)' % ', '.join(
            '%s=%r' % (name, value) for name, value in zip(_FIELDS, self))

    __str__ = __repr__

    def __reduce__(self):
        return (struct_time, (tuple(self), {'tm_zone': self.tm_zone,
                                            'tm_gmtoff': self.tm_gmtoff}))


def strptime(data_string, format="%a %b %d %H:%M:%S %Y"):
    """Parse a string to a time tuple according to a format specification."""
    import _strptime
    return _strptime._strptime_time(data_string, format)


_CLOCKS = {
    'time': ('clock_gettime(CLOCK_REALTIME)', False, True),
    'monotonic': ('clock_gettime(CLOCK_MONOTONIC)', True, False),
    'perf_counter': ('clock_gettime(CLOCK_MONOTONIC)', True, False),
    'process_time': ('clock_gettime(CLOCK_PROCESS_CPUTIME_ID)', True, False),
    'thread_time': ('clock_gettime(CLOCK_THREAD_CPUTIME_ID)', True, False),
}


def get_clock_info(name, /):
    """Get information of the specified clock."""
    if not isinstance(name, str):
        raise TypeError('get_clock_info() argument must be str, not %s'
                        % type(name).__name__)
    try:
        implementation, monotonic, adjustable = _CLOCKS[name]
    except KeyError:
        raise ValueError('unknown clock') from None
    from types import SimpleNamespace
    return SimpleNamespace(implementation=implementation, monotonic=monotonic,
                           adjustable=adjustable, resolution=1e-09)


def _clock(clk_id):
    if clk_id == CLOCK_REALTIME or clk_id == CLOCK_TAI:
        return time_ns
    if clk_id in (CLOCK_MONOTONIC, CLOCK_MONOTONIC_RAW, CLOCK_BOOTTIME):
        return monotonic_ns
    if clk_id == CLOCK_PROCESS_CPUTIME_ID:
        return process_time_ns
    if clk_id == CLOCK_THREAD_CPUTIME_ID:
        return thread_time_ns
    raise OSError('[Errno 22] Invalid argument')


def clock_gettime(clk_id, /):
    """Return the time of the specified clock clk_id as a float."""
    return _clock(clk_id)() / 1e9


def clock_gettime_ns(clk_id, /):
    """Return the time of the specified clock clk_id as nanoseconds (int)."""
    return _clock(clk_id)()


def clock_getres(clk_id, /):
    """Return the resolution (precision) of the specified clock clk_id."""
    _clock(clk_id)
    return 1e-09
