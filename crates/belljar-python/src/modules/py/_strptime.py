"""Strptime-related classes and functions.

Belljar: after CPython 3.11's Lib/_strptime.py in the C locale, with local time UTC. CPython
compiles the format into a regular expression; here the same patterns (the same
alternatives in the same order, whitespace as \s+, case-insensitive) are matched by a small
backtracking matcher, so what matches and what is captured are the same.
"""
import time
import calendar
from datetime import (date as datetime_date,
                      timedelta as datetime_timedelta,
                      timezone as datetime_timezone)

__all__ = []


class _LocaleTime:
    # The C locale's names, lower-cased as LocaleTime keeps them.
    a_weekday = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
    f_weekday = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday',
                 'saturday', 'sunday']
    a_month = ['', 'jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug',
               'sep', 'oct', 'nov', 'dec']
    f_month = ['', 'january', 'february', 'march', 'april', 'may', 'june',
               'july', 'august', 'september', 'october', 'november', 'december']
    am_pm = ['am', 'pm']
    LC_date_time = '%a %b %d %H:%M:%S %Y'
    LC_date = '%m/%d/%y'
    LC_time = '%H:%M:%S'
    timezone = (frozenset({'utc', 'gmt'}), frozenset())


locale_time = _LocaleTime()

_D = '0123456789'

# Each numeric directive's regular expression as its alternatives, in order; an alternative
# is a list of the character sets of its positions.
def _alts(*alts):
    out = []
    for a in alts:
        pos = []
        i = 0
        while i < len(a):
            c = a[i]
            if c == 'D':
                pos.append(_D)
            elif c == '[':
                j = a.index(']', i)
                body = a[i + 1:j]
                if len(body) == 3 and body[1] == '-':
                    body = ''.join(chr(k) for k in range(ord(body[0]), ord(body[2]) + 1))
                pos.append(body)
                i = j
            else:
                pos.append(c)
            i += 1
        out.append(pos)
    return out

def _names(seq):
    # __seqToRE: longest first (a stable sort), the empty name last.
    return sorted(seq, key=len, reverse=True)

_NUMERIC = {
    'd': _alts('3[0-1]', '[1-2]D', '0[1-9]', '[1-9]', ' [1-9]'),
    'f': _alts('DDDDDD', 'DDDDD', 'DDDD', 'DDD', 'DD', 'D'),
    'H': _alts('2[0-3]', '[0-1]D', 'D'),
    'I': _alts('1[0-2]', '0[1-9]', '[1-9]'),
    'G': _alts('DDDD'),
    'j': _alts('36[0-6]', '3[0-5]D', '[1-2]DD', '0[1-9]D', '00[1-9]', '[1-9]D', '0[1-9]', '[1-9]'),
    'm': _alts('1[0-2]', '0[1-9]', '[1-9]'),
    'M': _alts('[0-5]D', 'D'),
    'S': _alts('6[0-1]', '[0-5]D', 'D'),
    'U': _alts('5[0-3]', '[0-4]D', 'D'),
    'w': _alts('[0-6]'),
    'u': _alts('[1-7]'),
    'V': _alts('5[0-3]', '0[1-9]', '[1-4]D', 'D'),
    'y': _alts('DD'),
    'Y': _alts('DDDD'),
    'W': _alts('5[0-3]', '[0-4]D', 'D'),
}

_NAMES = {
    'a': _names(locale_time.a_weekday),
    'A': _names(locale_time.f_weekday),
    'b': _names(locale_time.a_month),
    'B': _names(locale_time.f_month),
    'p': _names(locale_time.am_pm),
    'Z': _names(tz for names in locale_time.timezone for tz in names),
}

_COMPOSITE = {'c': locale_time.LC_date_time, 'x': locale_time.LC_date,
              'X': locale_time.LC_time}

_SPECIAL = '\\.^$*+?(){}[]|'


def _compile(format):
    """The format as a list of items: ('lit', text), ('ws',), ('dir', letter)."""
    items = []
    i = 0
    n = len(format)
    while i < n:
        c = format[i]
        if c == '%':
            if i + 1 >= n:
                raise IndexError
            d = format[i + 1]
            if d.isspace() or d in _SPECIAL:
                # CPython escapes these (or turns whitespace into \s+) before it reads
                # the directive, which then is the backslash.
                raise KeyError('\\')
            if d in _COMPOSITE:
                items.extend(_compile(_COMPOSITE[d]))
            elif d == '%':
                items.append(('lit', '%'))
            elif d in _NUMERIC or d in _NAMES or d == 'z':
                items.append(('dir', d))
            else:
                raise KeyError(d)
            i += 2
        elif c.isspace():
            while i < n and format[i].isspace():
                i += 1
            items.append(('ws',))
        else:
            items.append(('lit', c))
            i += 1
    return items


def _ends_z(s, i):
    # (?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z)): the end positions the
    # regular expression would try, in order.
    n = len(s)
    if i < n and s[i] in '+-':
        if i + 2 < n and s[i + 1] in _D and s[i + 2] in _D:
            j0 = i + 3
            for j in ((j0 + 1, j0) if j0 < n and s[j0] == ':' else (j0,)):
                if j + 1 < n and s[j] in '012345' and s[j + 1] in _D:
                    k0 = j + 2
                    for k in ((k0 + 1, k0) if k0 < n and s[k0] == ':' else (k0,)):
                        if k + 1 < n and s[k] in '012345' and s[k + 1] in _D:
                            m = k + 2
                            if m < n and s[m] == '.':
                                digits = 0
                                while m + 1 + digits < n and digits < 6 and s[m + 1 + digits] in _D:
                                    digits += 1
                                for d in range(digits, 0, -1):
                                    yield m + 1 + d
                            yield m
                    yield k0
    if i < n and s[i] == 'Z':
        yield i + 1


def _ends(item, s, i):
    kind = item[0]
    n = len(s)
    if kind == 'lit':
        c = item[1]
        if i < n and (s[i] == c or s[i].lower() == c.lower()):
            yield i + 1
    elif kind == 'ws':
        j = i
        while j < n and s[j].isspace():
            j += 1
        while j > i:
            yield j
            j -= 1
    else:
        d = item[1]
        if d == 'z':
            yield from _ends_z(s, i)
        elif d in _NAMES:
            low = s[i:i + 10].lower()
            for name in _NAMES[d]:
                if low.startswith(name):
                    yield i + len(name)
        else:
            for alt in _NUMERIC[d]:
                j = i
                for chars in alt:
                    if j < n and s[j] in chars:
                        j += 1
                    else:
                        break
                else:
                    yield j


def _match(items, s):
    """The groups of the first match of `items` at the start of `s` and its end, or None."""
    groups = {}
    stack = [(0, 0, _ends(items[0], s, 0))] if items else []
    if not items:
        return groups, 0
    while stack:
        k, start, ends = stack[-1]
        end = next(ends, None)
        if end is None:
            stack.pop()
            continue
        item = items[k]
        if item[0] == 'dir':
            groups[item[1]] = s[start:end]
        if k + 1 == len(items):
            return {it[1]: groups[it[1]] for it in items if it[0] == 'dir'}, end
        stack.append((k + 1, end, _ends(items[k + 1], s, end)))
    return None


_cache = {}


def _calc_julian_from_U_or_W(year, week_of_year, day_of_week, week_starts_Mon):
    """Calculate the Julian day based on the year, week of the year, and day of
    the week, with week_start_day representing whether the week of the year
    assumes the week starts on Sunday or Monday (6 or 0)."""
    first_weekday = datetime_date(year, 1, 1).weekday()
    # If we are dealing with the %U directive (week starts on Sunday), it's
    # easier to just shift the view to Sunday being the first day of the
    # week.
    if not week_starts_Mon:
        first_weekday = (first_weekday + 1) % 7
        day_of_week = (day_of_week + 1) % 7
    # Need to watch out for a week 0 (when the first day of the year is not
    # the same as that specified by %U or %W).
    week_0_length = (7 - first_weekday) % 7
    if week_of_year == 0:
        return 1 + day_of_week - first_weekday
    else:
        days_to_week = week_0_length + (7 * (week_of_year - 1))
        return 1 + days_to_week + day_of_week


def _calc_julian_from_V(iso_year, iso_week, iso_weekday):
    """Calculate the Julian day based on the ISO 8601 year, week, and weekday.
    ISO weeks start on Mondays, with week 01 being the week containing 4 Jan.
    ISO week days range from 1 (Monday) to 7 (Sunday).
    """
    correction = datetime_date(iso_year, 1, 4).isoweekday() + 3
    ordinal = (iso_week * 7) + iso_weekday - correction
    # ordinal may be negative or 0 now, which means the date is in the previous
    # calendar year
    if ordinal < 1:
        ordinal += datetime_date(iso_year, 1, 1).toordinal()
        iso_year -= 1
        ordinal -= datetime_date(iso_year, 1, 1).toordinal()
    return iso_year, ordinal



def _strptime(data_string, format="%a %b %d %H:%M:%S %Y"):
    """Return a 2-tuple consisting of a time struct and an int containing
    the number of microseconds based on the input string and the
    format string."""

    for index, arg in enumerate([data_string, format]):
        if not isinstance(arg, str):
            msg = "strptime() argument {} must be str, not {}"
            raise TypeError(msg.format(index, type(arg)))

    items = _cache.get(format)
    if items is None:
        try:
            items = _compile(format)
        # KeyError raised when a bad format is found; can be specified as
        # \\, in which case it was a stray % but with a space after it
        except KeyError as err:
            bad_directive = err.args[0]
            if bad_directive == "\\":
                bad_directive = "%"
            del err
            raise ValueError("'%s' is a bad directive in format '%s'" %
                                (bad_directive, format)) from None
        # IndexError only occurs when the format string is "%"
        except IndexError:
            raise ValueError("stray %% in format '%s'" % format) from None
        if len(_cache) > 100:
            _cache.clear()
        _cache[format] = items
    found = _match(items, data_string)
    if found is None:
        raise ValueError("time data %r does not match format %r" %
                         (data_string, format))
    found_dict, end = found
    if len(data_string) != end:
        raise ValueError("unconverted data remains: %s" %
                          data_string[end:])
    iso_year = year = None
    month = day = 1
    hour = minute = second = fraction = 0
    tz = -1
    gmtoff = None
    gmtoff_fraction = 0
    # Default to -1 to signify that values not known; not critical to have,
    # though
    iso_week = week_of_year = None
    week_of_year_start = None
    # weekday and julian defaulted to None so as to signal need to calculate
    # values
    weekday = julian = None

    for group_key in found_dict.keys():
        # Directives not explicitly handled below:
        #   c, x, X
        #      handled by making out of other directives
        #   U, W
        #      worthless without day of the week
        if group_key == 'y':
            year = int(found_dict['y'])
            # Open Group specification for strptime() states that a %y
            #value in the range of [00, 68] is in the century 2000, while
            #[69,99] is in the century 1900
            if year <= 68:
                year += 2000
            else:
                year += 1900
        elif group_key == 'Y':
            year = int(found_dict['Y'])
        elif group_key == 'G':
            iso_year = int(found_dict['G'])
        elif group_key == 'm':
            month = int(found_dict['m'])
        elif group_key == 'B':
            month = locale_time.f_month.index(found_dict['B'].lower())
        elif group_key == 'b':
            month = locale_time.a_month.index(found_dict['b'].lower())
        elif group_key == 'd':
            day = int(found_dict['d'])
        elif group_key == 'H':
            hour = int(found_dict['H'])
        elif group_key == 'I':
            hour = int(found_dict['I'])
            ampm = found_dict.get('p', '').lower()
            # If there was no AM/PM indicator, we'll treat this like AM
            if ampm in ('', locale_time.am_pm[0]):
                # We're in AM so the hour is correct unless we're
                # looking at 12 midnight.
                # 12 midnight == 12 AM == hour 0
                if hour == 12:
                    hour = 0
            elif ampm == locale_time.am_pm[1]:
                # We're in PM so we need to add 12 to the hour unless
                # we're looking at 12 noon.
                # 12 noon == 12 PM == hour 12
                if hour != 12:
                    hour += 12
        elif group_key == 'M':
            minute = int(found_dict['M'])
        elif group_key == 'S':
            second = int(found_dict['S'])
        elif group_key == 'f':
            s = found_dict['f']
            # Pad to always return microseconds.
            s += "0" * (6 - len(s))
            fraction = int(s)
        elif group_key == 'A':
            weekday = locale_time.f_weekday.index(found_dict['A'].lower())
        elif group_key == 'a':
            weekday = locale_time.a_weekday.index(found_dict['a'].lower())
        elif group_key == 'w':
            weekday = int(found_dict['w'])
            if weekday == 0:
                weekday = 6
            else:
                weekday -= 1
        elif group_key == 'u':
            weekday = int(found_dict['u'])
            weekday -= 1
        elif group_key == 'j':
            julian = int(found_dict['j'])
        elif group_key in ('U', 'W'):
            week_of_year = int(found_dict[group_key])
            if group_key == 'U':
                # U starts week on Sunday.
                week_of_year_start = 6
            else:
                # W starts week on Monday.
                week_of_year_start = 0
        elif group_key == 'V':
            iso_week = int(found_dict['V'])
        elif group_key == 'z':
            z = found_dict['z']
            if z == 'Z':
                gmtoff = 0
            else:
                if z[3] == ':':
                    z = z[:3] + z[4:]
                    if len(z) > 5:
                        if z[5] != ':':
                            msg = f"Inconsistent use of : in {found_dict['z']}"
                            raise ValueError(msg)
                        z = z[:5] + z[6:]
                hours = int(z[1:3])
                minutes = int(z[3:5])
                seconds = int(z[5:7] or 0)
                gmtoff = (hours * 60 * 60) + (minutes * 60) + seconds
                gmtoff_remainder = z[8:]
                # Pad to always return microseconds.
                gmtoff_remainder_padding = "0" * (6 - len(gmtoff_remainder))
                gmtoff_fraction = int(gmtoff_remainder + gmtoff_remainder_padding)
                if z.startswith("-"):
                    gmtoff = -gmtoff
                    gmtoff_fraction = -gmtoff_fraction
        elif group_key == 'Z':
            # Since -1 is default value only need to worry about setting tz if
            # it can be something other than -1.
            found_zone = found_dict['Z'].lower()
            for value, tz_values in enumerate(locale_time.timezone):
                if found_zone in tz_values:
                    # Deal with bad locale setup where timezone names are the
                    # same and yet time.daylight is true; too ambiguous to
                    # be able to tell what timezone has daylight savings
                    if (time.tzname[0] == time.tzname[1] and
                       time.daylight and found_zone not in ("utc", "gmt")):
                        break
                    else:
                        tz = value
                        break
    # Deal with the cases where ambiguities arize
    # don't assume default values for ISO week/year
    if year is None and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with "
                             "the ISO week directive '%V' and a weekday "
                             "directive ('%A', '%a', '%w', or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not "
                             "compatible with ISO year directive '%G'. "
                             "Use '%Y' instead.")
    elif week_of_year is None and iso_week is not None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with "
                             "the ISO year directive '%G' and a weekday "
                             "directive ('%A', '%a', '%w', or '%u').")
        else:
            raise ValueError("ISO week directive '%V' is incompatible with "
                             "the year directive '%Y'. Use the ISO year '%G' "
                             "instead.")

    leap_year_fix = False
    if year is None and month == 2 and day == 29:
        year = 1904  # 1904 is first leap year of 20th century
        leap_year_fix = True
    elif year is None:
        year = 1900


    # If we know the week of the year and what day of that week, we can figure
    # out the Julian day of the year.
    if julian is None and weekday is not None:
        if week_of_year is not None:
            week_starts_Mon = True if week_of_year_start == 0 else False
            julian = _calc_julian_from_U_or_W(year, week_of_year, weekday,
                                                week_starts_Mon)
        elif iso_year is not None and iso_week is not None:
            year, julian = _calc_julian_from_V(iso_year, iso_week, weekday + 1)
        if julian is not None and julian <= 0:
            year -= 1
            yday = 366 if calendar.isleap(year) else 365
            julian += yday

    if julian is None:
        # Cannot pre-calculate datetime_date() since can change in Julian
        # calculation and thus could have different value for the day of
        # the week calculation.
        # Need to add 1 to result since first day of the year is 1, not 0.
        julian = datetime_date(year, month, day).toordinal() - \
                  datetime_date(year, 1, 1).toordinal() + 1
    else:  # Assume that if they bothered to include Julian day (or if it was
           # calculated above with year/week/weekday) it will be accurate.
        datetime_result = datetime_date.fromordinal(
                            (julian - 1) +
                            datetime_date(year, 1, 1).toordinal())
        year = datetime_result.year
        month = datetime_result.month
        day = datetime_result.day
    if weekday is None:
        weekday = datetime_date(year, month, day).weekday()
    # Add timezone info
    tzname = found_dict.get("Z")

    if leap_year_fix:
        # the caller didn't supply a year but asked for Feb 29th. We couldn't
        # use the default of 1900 for computations. We set it back to ensure
        # that February 29th is smaller than March 1st.
        year = 1900

    return (year, month, day,
            hour, minute, second,
            weekday, julian, tz, tzname, gmtoff), fraction, gmtoff_fraction

def _strptime_time(data_string, format="%a %b %d %H:%M:%S %Y"):
    """Return a time struct based on the input string and the
    format string."""
    tt = _strptime(data_string, format)[0]
    return time.struct_time(tt[:time._STRUCT_TM_ITEMS])

def _strptime_datetime(cls, data_string, format="%a %b %d %H:%M:%S %Y"):
    """Return a class cls instance based on the input string and the
    format string."""
    tt, fraction, gmtoff_fraction = _strptime(data_string, format)
    tzname, gmtoff = tt[-2:]
    args = tt[:6] + (fraction,)
    if gmtoff is not None:
        tzdelta = datetime_timedelta(seconds=gmtoff, microseconds=gmtoff_fraction)
        if tzname:
            tz = datetime_timezone(tzdelta, tzname)
        else:
            tz = datetime_timezone(tzdelta)
        args += (tz,)

    return cls(*args)
