# The Python half of `re` (the native half: `_compile_pattern`, `Pattern`, `Match`, `error`).
# The module-level functions, the cache and RegexFlag, as in CPython's Lib/re/__init__.py.

__all__ = [
    "match", "fullmatch", "search", "sub", "subn", "split",
    "findall", "finditer", "compile", "purge", "escape",
    "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X", "U",
    "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE",
    "UNICODE", "NOFLAG", "RegexFlag",
]

__version__ = "2.2.1"

# In the order RegexFlag defines its members, which is the order of a repr.
_FLAG_NAMES = (
    ("ASCII", 256), ("IGNORECASE", 2), ("LOCALE", 4), ("UNICODE", 32), ("MULTILINE", 8),
    ("DOTALL", 16), ("VERBOSE", 64), ("TEMPLATE", 1), ("DEBUG", 128),
)


class RegexFlag(int):
    """The flags of a regular expression (an int whose repr names the flags)."""

    def __repr__(self):
        v = int(self)
        if v == 0:
            return "re.NOFLAG"
        parts = []
        for name, bit in _FLAG_NAMES:
            if v & bit:
                parts.append("re." + name)
                v &= ~bit
        if v:
            if not parts:
                return "re.RegexFlag(%d)" % v
            parts.append(hex(v))
        return "|".join(parts)

    __str__ = __repr__

    @property
    def name(self):
        v = int(self)
        if v == 0:
            return "NOFLAG"
        parts = []
        for name, bit in _FLAG_NAMES:
            if v & bit:
                parts.append(name)
                v &= ~bit
        if v:
            return None
        return "|".join(parts)

    @property
    def value(self):
        return int(self)

    def __or__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) | int(other))

    __ror__ = __or__

    def __and__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) & int(other))

    __rand__ = __and__

    def __xor__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) ^ int(other))

    __rxor__ = __xor__


NOFLAG = RegexFlag(0)
TEMPLATE = T = RegexFlag(1)
IGNORECASE = I = RegexFlag(2)
LOCALE = L = RegexFlag(4)
MULTILINE = M = RegexFlag(8)
DOTALL = S = RegexFlag(16)
UNICODE = U = RegexFlag(32)
VERBOSE = X = RegexFlag(64)
DEBUG = RegexFlag(128)
ASCII = A = RegexFlag(256)
for _flag in (NOFLAG, TEMPLATE, IGNORECASE, LOCALE, MULTILINE, DOTALL, UNICODE, VERBOSE,
              DEBUG, ASCII):
    setattr(RegexFlag, _flag.name, _flag)
del _flag

_cache = {}
_MAXCACHE = 512


def _compile(pattern, flags):
    if isinstance(flags, RegexFlag):
        flags = int(flags)
    key = (type(pattern), pattern, flags)
    p = _cache.get(key)
    if p is not None:
        return p
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    if not isinstance(pattern, (str, bytes)):
        raise TypeError("first argument must be string or compiled pattern")
    if flags & TEMPLATE:
        pass
    p = _compile_pattern(pattern, flags)
    if not (flags & 128):
        if len(_cache) >= _MAXCACHE:
            try:
                del _cache[next(iter(_cache))]
            except (StopIteration, RuntimeError, KeyError):
                pass
        _cache[key] = p
    return p


# Each function looks the cache up itself (one Python call less per use than going through
# _compile, which does the rest: types, flags, filling the cache).


def match(pattern, string, flags=0):
    """Try to apply the pattern at the start of the string, returning
    a Match object, or None if no match was found."""
    p = _cache.get((type(pattern), pattern, flags))
    if p is None:
        p = _compile(pattern, flags)
    return p.match(string)


def fullmatch(pattern, string, flags=0):
    """Try to apply the pattern to all of the string, returning
    a Match object, or None if no match was found."""
    p = _cache.get((type(pattern), pattern, flags))
    if p is None:
        p = _compile(pattern, flags)
    return p.fullmatch(string)


def search(pattern, string, flags=0):
    """Scan through string looking for a match to the pattern, returning
    a Match object, or None if no match was found."""
    p = _cache.get((type(pattern), pattern, flags))
    if p is None:
        p = _compile(pattern, flags)
    return p.search(string)


def sub(pattern, repl, string, count=0, flags=0):
    """Return the string obtained by replacing the leftmost
    non-overlapping occurrences of the pattern in string by the
    replacement repl."""
    p = _cache.get((type(pattern), pattern, flags))
    if p is None:
        p = _compile(pattern, flags)
    return p.sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    """Return a 2-tuple containing (new_string, number)."""
    p = _cache.get((type(pattern), pattern, flags))
    if p is None:
        p = _compile(pattern, flags)
    return p.subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    """Split the source string by the occurrences of the pattern,
    returning a list containing the resulting substrings."""
    p = _cache.get((type(pattern), pattern, flags))
    if p is None:
        p = _compile(pattern, flags)
    return p.split(string, maxsplit)


def findall(pattern, string, flags=0):
    """Return a list of all non-overlapping matches in the string."""
    p = _cache.get((type(pattern), pattern, flags))
    if p is None:
        p = _compile(pattern, flags)
    return p.findall(string)


def finditer(pattern, string, flags=0):
    """Return an iterator over all non-overlapping matches in the
    string.  For each match, the iterator returns a Match object."""
    p = _cache.get((type(pattern), pattern, flags))
    if p is None:
        p = _compile(pattern, flags)
    return p.finditer(string)


def compile(pattern, flags=0):
    "Compile a regular expression pattern, returning a Pattern object."
    return _compile(pattern, flags)


def purge():
    "Clear the regular expression caches"
    _cache.clear()


_special_chars_map = {i: '\\' + chr(i) for i in b'()[]{}?*+-|^$\\.&~# \t\n\r\v\f'}


def escape(pattern):
    """Escape special characters in a string."""
    if isinstance(pattern, str):
        return pattern.translate(_special_chars_map)
    else:
        pattern = str(pattern, 'latin1')
        return pattern.translate(_special_chars_map).encode('latin1')
