# csv: CSV reading and writing with CPython 3.11's results: the `_csv` reader's state machine
# (quotes, doubled quotes, escape characters, skipinitialspace, strict mode, embedded line
# breaks), the writer's quoting rules (QUOTE_MINIMAL/ALL/NONNUMERIC/NONE), dialects and their
# validation messages, DictReader and DictWriter. CPython's `_csv` is C; here it is Python.

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE",
           "Error", "Dialect", "excel", "excel_tab", "field_size_limit", "reader", "writer",
           "register_dialect", "get_dialect", "list_dialects", "unregister_dialect",
           "__version__", "DictReader", "DictWriter", "unix_dialect", "Sniffer"]

__version__ = "1.0"

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)


class Error(Exception):
    pass


Error.__module__ = '_csv'

_field_limit = 128 * 1024
_dialects = {}


def field_size_limit(*args):
    """Sets an upper limit on parsed fields; returns the old limit."""
    global _field_limit
    if len(args) > 1:
        raise TypeError(f"field_size_limit expected at most 1 argument, got {len(args)}")
    old = _field_limit
    if args:
        new = args[0]
        if not isinstance(new, int):
            raise TypeError("limit must be an integer")
        _field_limit = new
    return old


def _char(name, value, default, allow_none):
    if value is _unset:
        return default
    if value is None:
        if allow_none:
            return None
        raise TypeError(f'"{name}" must be string, not NoneType')
    if not isinstance(value, str):
        raise TypeError(f'"{name}" must be string, not {type(value).__name__}')
    if len(value) != 1:
        raise TypeError(f'"{name}" must be a 1-character string')
    return value


class _Unset:
    pass


_unset = _Unset()


class _DialectValues:
    """A validated dialect (CPython's `_csv.Dialect`): the eight parameters, read-only."""

    __slots__ = ('delimiter', 'quotechar', 'escapechar', 'doublequote', 'skipinitialspace',
                 'lineterminator', 'quoting', 'strict')

    def __init__(self, base=None, delimiter=_unset, quotechar=_unset, escapechar=_unset,
                 doublequote=_unset, skipinitialspace=_unset, lineterminator=_unset,
                 quoting=_unset, strict=_unset):
        def pick(name, given, default):
            if given is not _unset:
                return given
            if base is not None:
                return getattr(base, name, default)
            return default
        if quotechar is None and quoting is _unset:
            # No quote character and no quoting given: nothing is quoted.
            quoting = QUOTE_NONE
        delimiter = pick('delimiter', delimiter, ',')
        quotechar = pick('quotechar', quotechar, '"')
        escapechar = pick('escapechar', escapechar, None)
        doublequote = pick('doublequote', doublequote, True)
        skipinitialspace = pick('skipinitialspace', skipinitialspace, False)
        lineterminator = pick('lineterminator', lineterminator, '\r\n')
        quoting = pick('quoting', quoting, QUOTE_MINIMAL)
        strict = pick('strict', strict, False)
        if not isinstance(quoting, int):
            raise TypeError('"quoting" must be an integer')
        if quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
            raise TypeError('bad "quoting" value')
        delimiter = _char('delimiter', delimiter, ',', False)
        quotechar = _char('quotechar', quotechar, '"', True)
        escapechar = _char('escapechar', escapechar, None, True)
        if not isinstance(lineterminator, str):
            raise TypeError('"lineterminator" must be a string')
        if quotechar is None and quoting != QUOTE_NONE:
            raise TypeError("quotechar must be set if quoting enabled")
        set_ = object.__setattr__
        set_(self, 'delimiter', delimiter)
        set_(self, 'quotechar', quotechar)
        set_(self, 'escapechar', escapechar)
        set_(self, 'doublequote', bool(doublequote))
        set_(self, 'skipinitialspace', bool(skipinitialspace))
        set_(self, 'lineterminator', lineterminator)
        set_(self, 'quoting', quoting)
        set_(self, 'strict', bool(strict))

    def __setattr__(self, name, value):
        raise AttributeError(f"attribute '{name}' of '_csv.Dialect' objects is not writable")


def _dialect(dialect, kwargs):
    if isinstance(dialect, str):
        dialect = get_dialect(dialect)
    for k in kwargs:
        if k not in _DialectValues.__slots__:
            raise TypeError(f"'{k}' is an invalid keyword argument for this function")
    if isinstance(dialect, _DialectValues) and not kwargs:
        return dialect
    return _DialectValues(dialect, **kwargs)


def register_dialect(name, dialect=None, **fmtparams):
    """Create a mapping from a string name to a dialect class."""
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    _dialects[name] = _dialect(dialect, fmtparams)


def unregister_dialect(name):
    """Delete the name/dialect mapping associated with a string name."""
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(name):
    """Return the dialect instance associated with name."""
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error("unknown dialect")


def list_dialects():
    """Return a list of all know dialect names."""
    return list(_dialects)


# Reader states.
_START_RECORD, _START_FIELD, _ESCAPED_CHAR, _IN_FIELD, _IN_QUOTED_FIELD, \
    _ESCAPE_IN_QUOTED_FIELD, _QUOTE_IN_QUOTED_FIELD, _EAT_CRNL, _AFTER_ESCAPED_CRNL = range(9)


class reader:
    """CSV reader

    Reader objects are responsible for reading and parsing tabular data
    in CSV format.
    """

    __module__ = '_csv'

    def __init__(self, iterable, dialect):
        self._input = iter(iterable)
        self.dialect = dialect
        self.line_num = 0
        self._fields = []
        self._field = []
        self._state = _START_RECORD
        self._unquoted = False

    def __iter__(self):
        return self

    def _save_field(self):
        field = ''.join(self._field)
        self._field = []
        if self._unquoted and field and self.dialect.quoting == QUOTE_NONNUMERIC:
            field = float(field)
        self._fields.append(field)

    def _add_char(self, c):
        if len(self._field) >= _field_limit:
            raise Error("field larger than field limit (%d)" % _field_limit)
        self._field.append(c)

    def _process(self, c):
        # c is a character, or None for the end of a line.
        d = self.dialect
        state = self._state
        if state == _START_RECORD:
            if c is None:
                return
            if c == '\n' or c == '\r':
                self._state = _EAT_CRNL
                return
            state = self._state = _START_FIELD
        if state == _START_FIELD:
            self._unquoted = True
            if c == '\n' or c == '\r' or c is None:
                self._save_field()
                self._state = _START_RECORD if c is None else _EAT_CRNL
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self._unquoted = False
                self._state = _IN_QUOTED_FIELD
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == ' ' and d.skipinitialspace:
                pass
            elif c == d.delimiter:
                self._save_field()
            else:
                self._add_char(c)
                self._state = _IN_FIELD
            return
        if state == _ESCAPED_CHAR:
            if c == '\n' or c == '\r':
                self._add_char(c)
                self._state = _AFTER_ESCAPED_CRNL
                return
            self._add_char('\n' if c is None else c)
            self._state = _IN_FIELD
            return
        if state == _AFTER_ESCAPED_CRNL:
            if c is None:
                return
            state = _IN_FIELD
        if state == _IN_FIELD:
            if c == '\n' or c == '\r' or c is None:
                self._save_field()
                self._state = _START_RECORD if c is None else _EAT_CRNL
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == d.delimiter:
                self._save_field()
                self._state = _START_FIELD
            else:
                self._add_char(c)
                self._state = _IN_FIELD
            return
        if state == _IN_QUOTED_FIELD:
            if c is None:
                pass
            elif c == d.escapechar:
                self._state = _ESCAPE_IN_QUOTED_FIELD
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self._state = _QUOTE_IN_QUOTED_FIELD if d.doublequote else _IN_FIELD
            else:
                self._add_char(c)
            return
        if state == _ESCAPE_IN_QUOTED_FIELD:
            self._add_char('\n' if c is None else c)
            self._state = _IN_QUOTED_FIELD
            return
        if state == _QUOTE_IN_QUOTED_FIELD:
            if d.quoting != QUOTE_NONE and c == d.quotechar:
                self._add_char(c)
                self._state = _IN_QUOTED_FIELD
            elif c == d.delimiter:
                self._save_field()
                self._state = _START_FIELD
            elif c == '\n' or c == '\r' or c is None:
                self._save_field()
                self._state = _START_RECORD if c is None else _EAT_CRNL
            elif not d.strict:
                self._add_char(c)
                self._state = _IN_FIELD
            else:
                raise Error("'%c' expected after '%c'" % (d.delimiter, d.quotechar))
            return
        if state == _EAT_CRNL:
            if c == '\n' or c == '\r':
                pass
            elif c is None:
                self._state = _START_RECORD
            else:
                raise Error("new-line character seen in unquoted field - do you need "
                            "to open the file in universal-newline mode?")

    def __next__(self):
        self._fields = []
        self._field = []
        self._state = _START_RECORD
        self._unquoted = False
        while True:
            try:
                line = next(self._input)
            except StopIteration:
                if self._field or self._state == _IN_QUOTED_FIELD:
                    if self.dialect.strict:
                        raise Error("unexpected end of data")
                    self._save_field()
                    break
                raise
            if not isinstance(line, str):
                raise Error("iterator should return strings, not %.200s "
                            "(the file should be opened in text mode)" % type(line).__name__)
            self.line_num += 1
            for c in line:
                self._process(c)
            self._process(None)
            if self._state == _START_RECORD:
                break
        fields = self._fields
        self._fields = []
        return fields


_Reader = reader


def reader(csvfile, dialect='excel', **fmtparams):
    """csv_reader = reader(iterable [, dialect='excel'] [optional keyword args])
    for row in csv_reader:
        process(row)"""
    return _Reader(csvfile, _dialect(dialect, fmtparams))


def _is_number(x):
    if isinstance(x, (int, float, complex)):
        return True
    t = type(x)
    return any(hasattr(t, m) for m in ('__index__', '__float__', '__int__'))


class writer:
    """CSV writer

    Writer objects are responsible for generating tabular data
    in CSV format from sequence input.
    """

    __module__ = '_csv'

    def __init__(self, fileobj, dialect):
        try:
            self._write = fileobj.write
        except AttributeError:
            raise TypeError('argument 1 must have a "write" method') from None
        self.dialect = dialect

    def _field(self, text, quoted, out):
        d = self.dialect
        special = (d.delimiter, d.escapechar, d.quotechar)
        buf = []
        for c in text:
            want_escape = False
            if c in special or c in d.lineterminator:
                if d.quoting == QUOTE_NONE:
                    want_escape = True
                else:
                    if c == d.quotechar:
                        if d.doublequote:
                            buf.append(d.quotechar)
                        else:
                            want_escape = True
                    elif c == d.escapechar:
                        want_escape = True
                    if not want_escape:
                        quoted = True
                if want_escape:
                    if d.escapechar is None:
                        raise Error("need to escape, but no escapechar set")
                    buf.append(d.escapechar)
            buf.append(c)
        if quoted:
            out.append(d.quotechar + ''.join(buf) + d.quotechar)
        else:
            out.append(''.join(buf))

    def writerow(self, row):
        """writerow(iterable)

        Construct and write a CSV record from an iterable of fields.  Non-string
        elements will be converted to string."""
        d = self.dialect
        try:
            fields = iter(row)
        except TypeError:
            raise Error("iterable expected, not %.200s" % type(row).__name__) from None
        out = []
        count = 0
        for field in fields:
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not _is_number(field)
            else:
                quoted = d.quoting == QUOTE_ALL
            if isinstance(field, str):
                text = field
            elif field is None:
                text = ''
            else:
                text = str(field)
            self._field(text, quoted, out)
            count += 1
        if count == 1 and out[0] == '':
            if d.quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            out[0] = d.quotechar * 2
        return self._write(d.delimiter.join(out) + d.lineterminator)

    def writerows(self, rows):
        """writerows(iterable of iterables)

        Construct and write a series of iterables to a csv file.  Non-string
        elements will be converted to string."""
        for row in rows:
            self.writerow(row)


_Writer = writer


def writer(fileobj, dialect='excel', **fmtparams):
    """csv_writer = csv.writer(fileobj [, dialect='excel']
                            [optional keyword args])"""
    return _Writer(fileobj, _dialect(dialect, fmtparams))


class Dialect:
    """Describe a CSV dialect.

    This must be subclassed (see csv.excel).  Valid attributes are:
    delimiter, quotechar, escapechar, doublequote, skipinitialspace,
    lineterminator, quoting.
    """
    _name = ""
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _DialectValues(self)
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    """Describe the usual properties of Excel-generated CSV files."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


register_dialect("excel", excel)


class excel_tab(excel):
    """Describe the usual properties of Excel-generated TAB-delimited files."""
    delimiter = '\t'


register_dialect("excel-tab", excel_tab)


class unix_dialect(Dialect):
    """Describe the usual properties of Unix-generated CSV files."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


register_dialect("unix", unix_dialect)


class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect="excel", *args, **kwds):
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        names = self.fieldnames
        d = dict(zip(names, row))
        if len(names) < len(row):
            d[self.restkey] = row[len(names):]
        else:
            for key in names[len(row):]:
                d[key] = self.restval
        return d


class DictWriter:
    def __init__(self, f, fieldnames, restval="", extrasaction="raise",
                 dialect="excel", *args, **kwds):
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        return self.writerow(dict(zip(self.fieldnames, self.fieldnames)))

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong = rowdict.keys() - self.fieldnames
            if wrong:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(x) for x in wrong]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))


class Sniffer:
    """Guesses a CSV sample's dialect (`sniff`) and whether its first row is a header
    (`has_header`), by CPython 3.11's heuristics: quoted fields first, then the characters
    whose per-line counts are most consistent."""

    def __init__(self):
        # When more than one delimiter is possible, the first of these found wins.
        self.preferred = [',', '\t', ';', ' ', ':']

    def sniff(self, sample, delimiters=None):
        """The dialect of `sample` (a class deriving from `Dialect`)."""
        quotechar, doublequote, delimiter, skipinitialspace = \
            self._guess_quote_and_delimiter(sample, delimiters)
        if not delimiter:
            delimiter, skipinitialspace = self._guess_delimiter(sample, delimiters)
        if not delimiter:
            raise Error("Could not determine delimiter")

        class dialect(Dialect):
            _name = "sniffed"
            lineterminator = '\r\n'
            quoting = QUOTE_MINIMAL

        dialect.doublequote = doublequote
        dialect.delimiter = delimiter
        # A reader does not take an empty quotechar.
        dialect.quotechar = quotechar or '"'
        dialect.skipinitialspace = skipinitialspace
        return dialect

    def _guess_quote_and_delimiter(self, data, delimiters):
        """From quoted fields: the quote character, the delimiter after (or before) them,
        whether a space follows the delimiter, and whether quotes are doubled inside."""
        import re
        matches = []
        for restr in (r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',
                      r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',
                      r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
                      r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)'):
            regexp = re.compile(restr, re.DOTALL | re.MULTILINE)
            matches = regexp.findall(data)
            if matches:
                break
        if not matches:
            return ('', False, None, 0)
        quotes = {}
        delims = {}
        spaces = 0
        groupindex = regexp.groupindex
        for m in matches:
            # findall gives a tuple per match, or the lone group's string.
            if not isinstance(m, tuple):
                m = (m,)
            key = m[groupindex['quote'] - 1]
            if key:
                quotes[key] = quotes.get(key, 0) + 1
            if 'delim' not in groupindex:
                continue
            key = m[groupindex['delim'] - 1]
            if key and (delimiters is None or key in delimiters):
                delims[key] = delims.get(key, 0) + 1
            if 'space' not in groupindex:
                continue
            if m[groupindex['space'] - 1]:
                spaces += 1
        quotechar = max(quotes, key=quotes.get)
        if delims:
            delim = max(delims, key=delims.get)
            skipinitialspace = delims[delim] == spaces
            if delim == '\n':
                # Most likely a single column.
                delim = ''
        else:
            # A single column of quoted data.
            delim = ''
            skipinitialspace = 0
        # A quote between two others inside one field: doubled quotes.
        dq_regexp = re.compile(
            r"((%(delim)s)|^)\W*%(quote)s[^%(delim)s\n]*%(quote)s[^%(delim)s\n]*%(quote)s\W*((%(delim)s)|$)"
            % {'delim': re.escape(delim), 'quote': quotechar}, re.MULTILINE)
        doublequote = bool(dq_regexp.search(data))
        return (quotechar, doublequote, delim, skipinitialspace)

    def _guess_delimiter(self, data, delimiters):
        """The character that appears the same number of times on (nearly) every line,
        looking at ten lines more each round until one character stands out."""
        data = list(filter(None, data.split('\n')))
        ascii = [chr(c) for c in range(127)]
        chunk_length = min(10, len(data))
        iteration = 0
        char_frequency = {}
        modes = {}
        delims = {}
        start, end = 0, chunk_length
        while start < len(data):
            iteration += 1
            for line in data[start:end]:
                for char in ascii:
                    meta = char_frequency.get(char, {})
                    freq = line.count(char)
                    meta[freq] = meta.get(freq, 0) + 1
                    char_frequency[char] = meta
            for char in char_frequency.keys():
                items = list(char_frequency[char].items())
                if len(items) == 1 and items[0][0] == 0:
                    continue
                if len(items) > 1:
                    # The mode of the counts, less the lines that disagree with it.
                    modes[char] = max(items, key=lambda x: x[1])
                    items.remove(modes[char])
                    modes[char] = (modes[char][0],
                                   modes[char][1] - sum(item[1] for item in items))
                else:
                    modes[char] = items[0]
            mode_list = modes.items()
            total = float(min(chunk_length * iteration, len(data)))
            consistency = 1.0
            threshold = 0.9
            while len(delims) == 0 and consistency >= threshold:
                for k, v in mode_list:
                    if v[0] > 0 and v[1] > 0:
                        if (v[1] / total) >= consistency and \
                                (delimiters is None or k in delimiters):
                            delims[k] = v
                consistency -= 0.01
            if len(delims) == 1:
                delim = list(delims.keys())[0]
                skipinitialspace = data[0].count(delim) == data[0].count("%c " % delim)
                return (delim, skipinitialspace)
            start = end
            end += chunk_length
        if not delims:
            return ('', 0)
        if len(delims) > 1:
            for d in self.preferred:
                if d in delims.keys():
                    skipinitialspace = data[0].count(d) == data[0].count("%c " % d)
                    return (d, skipinitialspace)
        items = [(v, k) for (k, v) in delims.items()]
        items.sort()
        delim = items[-1][1]
        skipinitialspace = data[0].count(delim) == data[0].count("%c " % delim)
        return (delim, skipinitialspace)

    def has_header(self, sample):
        """Whether the first row looks like a header: its cells differ in type (or, for
        text columns of one length, in length) from the columns below it."""
        from io import StringIO
        rdr = reader(StringIO(sample), self.sniff(sample))
        header = next(rdr)
        columns = len(header)
        column_types = {}
        for i in range(columns):
            column_types[i] = None
        checked = 0
        for row in rdr:
            # At most 21 rows.
            if checked > 20:
                break
            checked += 1
            if len(row) != columns:
                continue
            for col in list(column_types.keys()):
                this_type = complex
                try:
                    this_type(row[col])
                except (ValueError, OverflowError):
                    this_type = len(row[col])
                if this_type != column_types[col]:
                    if column_types[col] is None:
                        column_types[col] = this_type
                    else:
                        del column_types[col]
        has_header = 0
        for col, col_type in column_types.items():
            if isinstance(col_type, int):
                if len(header[col]) != col_type:
                    has_header += 1
                else:
                    has_header -= 1
            else:
                try:
                    col_type(header[col])
                except (ValueError, TypeError):
                    has_header += 1
                else:
                    has_header -= 1
        return has_header > 0
