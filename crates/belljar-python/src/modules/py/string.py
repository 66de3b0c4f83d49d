"""string: capwords and Template (Belljar's own code; the constants are native)."""

__all__ = [
    "ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords", "digits",
    "hexdigits", "octdigits", "printable", "punctuation", "whitespace", "Template",
]


def capwords(s, sep=None):
    return (sep or " ").join(map(str.capitalize, s.split(sep)))


_ID_START = "_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_ID_REST = _ID_START + "0123456789"


class Template:
    delimiter = "$"

    def __init__(self, template):
        self.template = template

    def _scan(self):
        # Yields (start, end, kind, name) for each match of CPython's pattern
        # \$(?:(?P<escaped>\$)|(?P<named>id)|{(?P<braced>id)}|(?P<invalid>)).
        t = self.template
        n = len(t)
        i = t.find("$")
        while i != -1:
            j = i + 1
            if j < n and t[j] == "$":
                yield i, j + 1, "escaped", None
                i = t.find("$", j + 1)
                continue
            if j < n and t[j] in _ID_START:
                k = j + 1
                while k < n and t[k] in _ID_REST:
                    k += 1
                yield i, k, "named", t[j:k]
                i = t.find("$", k)
                continue
            if j < n and t[j] == "{" and j + 1 < n and t[j + 1] in _ID_START:
                k = j + 2
                while k < n and t[k] in _ID_REST:
                    k += 1
                if k < n and t[k] == "}":
                    yield i, k + 1, "braced", t[j + 1:k]
                    i = t.find("$", k + 1)
                    continue
            yield i, j, "invalid", None
            i = t.find("$", j)

    def _invalid(self, i):
        lines = self.template[:i + 1].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i + 1 - len("".join(lines[:-1]))
            lineno = len(lines)
        raise ValueError("Invalid placeholder in string: line %d, col %d" % (lineno, colno))

    def _render(self, mapping, kws, safe):
        out = []
        pos = 0
        for start, end, kind, name in self._scan():
            out.append(self.template[pos:start])
            pos = end
            if kind == "escaped":
                out.append(self.delimiter)
            elif kind == "invalid":
                if not safe:
                    self._invalid(start)
                out.append(self.template[start:end])
            else:
                try:
                    if name in kws:
                        value = kws[name]
                    else:
                        value = mapping[name]
                except KeyError:
                    if not safe:
                        raise
                    out.append(self.template[start:end])
                else:
                    out.append(str(value))
        out.append(self.template[pos:])
        return "".join(out)

    def substitute(self, mapping={}, /, **kws):
        return self._render(mapping, kws, False)

    def safe_substitute(self, mapping={}, /, **kws):
        return self._render(mapping, kws, True)

    def is_valid(self):
        for _, _, kind, _ in self._scan():
            if kind == "invalid":
                return False
        return True

    def get_identifiers(self):
        ids = []
        for _, _, kind, name in self._scan():
            if kind in ("named", "braced") and name not in ids:
                ids.append(name)
        return ids
