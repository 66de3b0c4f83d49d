"""fnmatch: Unix shell-style wildcards (*, ?, [seq], [!seq]) with CPython 3.11's results
(Belljar's own code). Patterns are matched directly, without regular expressions; translate()
gives the regular expression CPython's would."""

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]

_STAR = object()
_RE_SPECIAL = "()[]{}?*+-|^$\\.&~# \t\n\r\x0b\x0c"


def _re_escape(s):
    return "".join("\\" + c if c in _RE_SPECIAL else c for c in s)


def _parse(pat):
    """The pattern as a list of items: _STAR, ("?",), ("c", char) or
    ("[", negated, chars, ranges) (an empty set never matches), each with the regular
    expression text CPython's translate() gives it."""
    items = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == "*":
            if not items or items[-1] is not _STAR:
                items.append(_STAR)
        elif c == "?":
            items.append((("?",), "."))
        elif c == "[":
            j = i
            if j < n and pat[j] == "!":
                j += 1
            if j < n and pat[j] == "]":
                j += 1
            while j < n and pat[j] != "]":
                j += 1
            if j >= n:
                items.append((("c", "["), "\\["))
                continue
            if "-" not in pat[i:j]:
                stuff = pat[i:j].replace("\\", "\\\\")
            else:
                chunks = []
                k = i + 2 if pat[i] == "!" else i + 1
                start = i
                while True:
                    k = pat.find("-", k, j)
                    if k < 0:
                        break
                    chunks.append(pat[start:k])
                    start = k + 1
                    k = k + 3
                chunk = pat[start:j]
                if chunk:
                    chunks.append(chunk)
                else:
                    chunks[-1] += "-"
                # Ranges running backwards are dropped (CPython's "empty ranges").
                for k in range(len(chunks) - 1, 0, -1):
                    if chunks[k - 1][-1] > chunks[k][0]:
                        chunks[k - 1] = chunks[k - 1][:-1] + chunks[k][1:]
                        del chunks[k]
                stuff = "-".join(x.replace("\\", "\\\\").replace("-", "\\-") for x in chunks)
            stuff = "".join("\\" + x if x in "&~|" else x for x in stuff)
            i = j + 1
            items.append(_make_set(stuff))
        else:
            items.append((("c", c), _re_escape(c)))
    return items


def _make_set(stuff):
    """The item for a class whose regular-expression text (inside the brackets) CPython's
    translate() makes `stuff`: what it matches is read back from that text, as the regular
    expression engine reads it."""
    if not stuff:
        return (("[", False, "", ()), "(?!)")
    if stuff == "!":
        return (("?",), ".")
    negated = False
    if stuff[0] == "!":
        negated = True
        stuff = stuff[1:]
        text = "[^" + stuff + "]"
    elif stuff[0] in ("^", "["):
        stuff = "\\" + stuff
        text = "[" + stuff + "]"
    else:
        text = "[" + stuff + "]"
    # (char, is an unescaped '-') for each character of the class.
    toks = []
    k = 0
    while k < len(stuff):
        if stuff[k] == "\\" and k + 1 < len(stuff):
            toks.append((stuff[k + 1], False))
            k += 2
        else:
            toks.append((stuff[k], stuff[k] == "-"))
            k += 1
    chars = []
    ranges = []
    k = 0
    while k < len(toks):
        if k + 2 < len(toks) and toks[k + 1][1]:
            ranges.append((toks[k][0], toks[k + 2][0]))
            k += 3
        else:
            chars.append(toks[k][0])
            k += 1
    return (("[", negated, "".join(chars), tuple(ranges)), text)


def _item_matches(item, ch):
    kind = item[0]
    if kind == "c":
        return item[1] == ch
    if kind == "?":
        return True
    _, negated, chars, ranges = item
    if not chars and not ranges and not negated:
        return False
    found = ch in chars or any(a <= ch <= b for a, b in ranges)
    return found != negated


_cache = {}


def _compiled(pat):
    items = _cache.get(pat)
    if items is None:
        if len(_cache) >= 32768:
            _cache.clear()
        items = _parse(pat)
        _cache[pat] = items
    return items


def _match(items, name):
    # Greedy match with backtracking to the last star: every other item matches exactly
    # one character.
    n = len(name)
    m = len(items)
    i = p = 0
    star_p = -1
    star_i = 0
    while i < n:
        if p < m and items[p] is not _STAR and _item_matches(items[p][0], name[i]):
            i += 1
            p += 1
        elif p < m and items[p] is _STAR:
            star_p = p
            star_i = i
            p += 1
        elif star_p >= 0:
            p = star_p + 1
            star_i += 1
            i = star_i
        else:
            return False
    while p < m and items[p] is _STAR:
        p += 1
    return p == m


def fnmatch(name, pat):
    """Test whether FILENAME matches PATTERN (case-sensitive, as on POSIX)."""
    return fnmatchcase(name, pat)


def fnmatchcase(name, pat):
    """Test whether FILENAME matches PATTERN, including case."""
    if isinstance(name, bytes) or isinstance(pat, bytes):
        if not (isinstance(name, bytes) and isinstance(pat, bytes)):
            raise TypeError("cannot use a bytes pattern on a string-like object"
                            if isinstance(pat, bytes) else
                            "cannot use a string pattern on a bytes-like object")
        name = name.decode("latin-1")
        pat = pat.decode("latin-1")
    return _match(_compiled(pat), name)


def filter(names, pat):
    """Construct a list from those elements of the iterable NAMES that match PAT."""
    items = _compiled(pat)
    return [name for name in names if _match(items, name)]


def translate(pat):
    """Translate a shell PATTERN to a regular expression (as CPython's does)."""
    items = _parse(pat)
    res = []
    i, n = 0, len(items)
    while i < n and items[i] is not _STAR:
        res.append(items[i][1])
        i += 1
    while i < n:
        i += 1
        if i == n:
            res.append(".*")
            break
        fixed = []
        while i < n and items[i] is not _STAR:
            fixed.append(items[i][1])
            i += 1
        fixed = "".join(fixed)
        if i == n:
            res.append(".*")
            res.append(fixed)
        else:
            res.append("(?>.*?" + fixed + ")")
    return "(?s:" + "".join(res) + ")\\Z"
