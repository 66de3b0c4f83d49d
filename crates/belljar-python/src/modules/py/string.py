"""string: capwords, Template and Formatter (Belljar's own code; the constants are native).
Formatter parses format strings as CPython's `_string.formatter_parser` does, with its
errors."""

__all__ = [
    "ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords", "digits",
    "hexdigits", "octdigits", "printable", "punctuation", "whitespace", "Template",
    "Formatter",
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


def _parse_field(s, pos):
    """Parse a replacement field starting after its '{': (field_name, format_spec,
    conversion, position after the field)."""
    n = len(s)
    start = pos
    c = ""
    while pos < n:
        c = s[pos]
        pos += 1
        if c == "{":
            raise ValueError("unexpected '{' in field name")
        if c == "[":
            while pos < n and s[pos] != "]":
                pos += 1
            continue
        if c in "}:!":
            break
    else:
        c = ""
    name = s[start:pos - 1] if c in ("}", ":", "!") else s[start:pos]
    conversion = None
    if c == "!" or c == ":":
        if c == "!":
            if pos >= n:
                raise ValueError("end of string while looking for conversion specifier")
            conversion = s[pos]
            pos += 1
            if pos < n:
                c2 = s[pos]
                pos += 1
                if c2 == "}":
                    return name, "", conversion, pos
                if c2 != ":":
                    raise ValueError("expected ':' after conversion specifier")
        spec_start = pos
        count = 1
        while pos < n:
            ch = s[pos]
            pos += 1
            if ch == "{":
                count += 1
            elif ch == "}":
                count -= 1
                if count == 0:
                    return name, s[spec_start:pos - 1], conversion, pos
        raise ValueError("unmatched '{' in format spec")
    if c != "}":
        raise ValueError("expected '}' before end of string")
    return name, "", None, pos


def _formatter_parser(s):
    n = len(s)
    pos = 0
    while pos < n:
        start = pos
        c = ""
        markup = False
        while pos < n:
            c = s[pos]
            pos += 1
            if c == "{" or c == "}":
                markup = True
                break
        at_end = pos >= n
        lit_end = pos
        if markup and c == "}" and (at_end or s[pos] != "}"):
            raise ValueError("Single '}' encountered in format string")
        if markup and at_end and c == "{":
            raise ValueError("Single '{' encountered in format string")
        if not at_end:
            if s[pos] == c:
                pos += 1
                markup = False
            else:
                lit_end -= 1
        if not markup:
            yield s[start:lit_end], None, None, None
            continue
        name, spec, conversion, pos = _parse_field(s, pos)
        yield s[start:lit_end], name, spec, conversion


def _field_key(text):
    return int(text) if text and text.isdecimal() else text


def _field_name_split(field_name):
    """The first part of a field name (an int when it is all digits) and the steps after it:
    (True, attribute) or (False, key)."""
    i = 0
    n = len(field_name)
    while i < n and field_name[i] not in ".[":
        i += 1
    first = _field_key(field_name[:i])
    rest = []
    while i < n:
        c = field_name[i]
        i += 1
        if c == ".":
            start = i
            while i < n and field_name[i] not in ".[":
                i += 1
            if start == i:
                raise ValueError("Empty attribute in format string")
            rest.append((True, field_name[start:i]))
        elif c == "[":
            start = i
            while i < n and field_name[i] != "]":
                i += 1
            if i >= n:
                raise ValueError("Missing ']' in format string")
            if start == i:
                raise ValueError("Empty attribute in format string")
            rest.append((False, _field_key(field_name[start:i])))
            i += 1
            if i < n and field_name[i] not in ".[":
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return first, rest


class Formatter:
    """str.format as a class whose steps can be overridden."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError("Max string recursion exceeded")
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is None:
                continue
            if field_name == "":
                if auto_arg_index is False:
                    raise ValueError("cannot switch from manual field specification to "
                                     "automatic field numbering")
                field_name = str(auto_arg_index)
                auto_arg_index += 1
            elif field_name.isdigit():
                if auto_arg_index:
                    raise ValueError("cannot switch from manual field specification to "
                                     "automatic field numbering")
                auto_arg_index = False
            obj, arg_used = self.get_field(field_name, args, kwargs)
            used_args.add(arg_used)
            obj = self.convert_field(obj, conversion)
            format_spec, auto_arg_index = self._vformat(
                format_spec, args, kwargs, used_args, recursion_depth - 1,
                auto_arg_index=auto_arg_index)
            result.append(self.format_field(obj, format_spec))
        return "".join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == "s":
            return str(value)
        if conversion == "r":
            return repr(value)
        if conversion == "a":
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        """(literal_text, field_name, format_spec, conversion) for each part."""
        return list(_formatter_parser(format_string))

    def get_field(self, field_name, args, kwargs):
        first, rest = _field_name_split(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]
        return obj, first
