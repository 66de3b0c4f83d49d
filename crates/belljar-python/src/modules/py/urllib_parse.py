# urllib.parse: URL splitting, joining, quoting and query strings with CPython 3.11's results:
# the same scheme tables, the WHATWG control-character stripping, the result named tuples with
# their username/password/hostname/port properties and encode()/decode(), str and bytes
# arguments (never mixed), and CPython's messages, including the NFKC check of non-ASCII
# network locations. Differences: the deprecated split*() helpers and to_bytes() are absent.

from collections import namedtuple
import functools

__all__ = ["urlparse", "urlunparse", "urljoin", "urldefrag",
           "urlsplit", "urlunsplit", "urlencode", "parse_qs",
           "parse_qsl", "quote", "quote_plus", "quote_from_bytes",
           "unquote", "unquote_plus", "unquote_to_bytes",
           "DefragResult", "ParseResult", "SplitResult",
           "DefragResultBytes", "ParseResultBytes", "SplitResultBytes"]

uses_relative = ['', 'ftp', 'http', 'gopher', 'nntp', 'imap',
                 'wais', 'file', 'https', 'shttp', 'mms',
                 'prospero', 'rtsp', 'rtsps', 'rtspu', 'sftp',
                 'svn', 'svn+ssh', 'ws', 'wss']
uses_netloc = ['', 'ftp', 'http', 'gopher', 'nntp', 'telnet',
               'imap', 'wais', 'file', 'mms', 'https', 'shttp',
               'snews', 'prospero', 'rtsp', 'rtsps', 'rtspu', 'rsync',
               'svn', 'svn+ssh', 'sftp', 'nfs', 'git', 'git+ssh',
               'ws', 'wss']
uses_params = ['', 'ftp', 'hdl', 'prospero', 'http', 'imap',
               'https', 'shttp', 'rtsp', 'rtsps', 'rtspu', 'sip',
               'sips', 'mms', 'sftp', 'tel']
non_hierarchical = ['gopher', 'hdl', 'mailto', 'news',
                    'telnet', 'wais', 'imap', 'snews', 'sip', 'sips']
uses_query = ['', 'http', 'wais', 'imap', 'https', 'shttp', 'mms',
              'gopher', 'rtsp', 'rtsps', 'rtspu', 'sip', 'sips']
uses_fragment = ['', 'ftp', 'hdl', 'http', 'gopher', 'news',
                 'nntp', 'wais', 'https', 'shttp', 'snews',
                 'file', 'prospero']
scheme_chars = ('abcdefghijklmnopqrstuvwxyz'
                'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                '0123456789'
                '+-.')
_WHATWG_C0_CONTROL_OR_SPACE = ''.join(chr(c) for c in range(33))
_UNSAFE_URL_BYTES_TO_REMOVE = ['\t', '\r', '\n']


def clear_cache():
    """Clear internal performance caches. Undocumented; some tests want it."""
    urlsplit.cache_clear()
    _byte_quoter_factory.cache_clear()


def _noop(obj):
    return obj


def _encode_result(obj, encoding='ascii', errors='strict'):
    return obj.encode(encoding, errors)


def _decode_args(args, encoding='ascii', errors='strict'):
    return tuple(x.decode(encoding, errors) if x else '' for x in args)


def _coerce_args(*args):
    # str arguments give str results; bytes ones are decoded as ASCII and the results encoded.
    str_input = isinstance(args[0], str)
    for arg in args[1:]:
        if arg and isinstance(arg, str) != str_input:
            raise TypeError("Cannot mix str and non-str arguments")
    if str_input:
        return args + (_noop,)
    return _decode_args(args) + (_encode_result,)


class _ResultMixinStr(object):
    """Standard approach to encoding parsed results from str to bytes"""
    __slots__ = ()

    def encode(self, encoding='ascii', errors='strict'):
        return self._encoded_counterpart(*(x.encode(encoding, errors) for x in self))


class _ResultMixinBytes(object):
    """Standard approach to decoding parsed results from bytes to str"""
    __slots__ = ()

    def decode(self, encoding='ascii', errors='strict'):
        return self._decoded_counterpart(*(x.decode(encoding, errors) for x in self))


class _NetlocResultMixinBase(object):
    """Shared methods for the parsed result objects containing a netloc element"""
    __slots__ = ()

    @property
    def username(self):
        return self._userinfo[0]

    @property
    def password(self):
        return self._userinfo[1]

    @property
    def hostname(self):
        hostname = self._hostinfo[0]
        if not hostname:
            return None
        separator = '%' if isinstance(hostname, str) else b'%'
        hostname, percent, zone = hostname.partition(separator)
        return hostname.lower() + percent + zone

    @property
    def port(self):
        port = self._hostinfo[1]
        if port is not None:
            if port.isdigit() and port.isascii():
                port = int(port)
            else:
                raise ValueError(f"Port could not be cast to integer value as {port!r}")
            if not (0 <= port <= 65535):
                raise ValueError("Port out of range 0-65535")
        return port


def _userinfo_of(netloc, at, colon):
    userinfo, have_info, hostinfo = netloc.rpartition(at)
    if have_info:
        username, have_password, password = userinfo.partition(colon)
        if not have_password:
            password = None
    else:
        username = password = None
    return username, password


def _hostinfo_of(netloc, at, open_br, close_br, colon):
    _, _, hostinfo = netloc.rpartition(at)
    _, have_open_br, bracketed = hostinfo.partition(open_br)
    if have_open_br:
        hostname, _, port = bracketed.partition(close_br)
        _, _, port = port.partition(colon)
    else:
        hostname, _, port = hostinfo.partition(colon)
    if not port:
        port = None
    return hostname, port


class _NetlocResultMixinStr(_NetlocResultMixinBase, _ResultMixinStr):
    __slots__ = ()

    @property
    def _userinfo(self):
        return _userinfo_of(self.netloc, '@', ':')

    @property
    def _hostinfo(self):
        return _hostinfo_of(self.netloc, '@', '[', ']', ':')


class _NetlocResultMixinBytes(_NetlocResultMixinBase, _ResultMixinBytes):
    __slots__ = ()

    @property
    def _userinfo(self):
        return _userinfo_of(self.netloc, b'@', b':')

    @property
    def _hostinfo(self):
        return _hostinfo_of(self.netloc, b'@', b'[', b']', b':')


_DefragResultBase = namedtuple('DefragResult', 'url fragment')
_SplitResultBase = namedtuple('SplitResult', 'scheme netloc path query fragment')
_ParseResultBase = namedtuple('ParseResult', 'scheme netloc path params query fragment')

ResultBase = _NetlocResultMixinStr


class DefragResult(_DefragResultBase, _ResultMixinStr):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + '#' + self.fragment
        return self.url


class SplitResult(_SplitResultBase, _NetlocResultMixinStr):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResult(_ParseResultBase, _NetlocResultMixinStr):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


class DefragResultBytes(_DefragResultBase, _ResultMixinBytes):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + b'#' + self.fragment
        return self.url


class SplitResultBytes(_SplitResultBase, _NetlocResultMixinBytes):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResultBytes(_ParseResultBase, _NetlocResultMixinBytes):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


for _decoded, _encoded in ((DefragResult, DefragResultBytes),
                           (SplitResult, SplitResultBytes),
                           (ParseResult, ParseResultBytes)):
    _decoded._encoded_counterpart = _encoded
    _encoded._decoded_counterpart = _decoded
del _decoded, _encoded


def urlparse(url, scheme='', allow_fragments=True):
    """Parse a URL into 6 components:
    <scheme>://<netloc>/<path>;<params>?<query>#<fragment>"""
    url, scheme, _coerce_result = _coerce_args(url, scheme)
    scheme, netloc, url, query, fragment = urlsplit(url, scheme, allow_fragments)
    if scheme in uses_params and ';' in url:
        url, params = _splitparams(url)
    else:
        params = ''
    return _coerce_result(ParseResult(scheme, netloc, url, params, query, fragment))


def _splitparams(url):
    if '/' in url:
        i = url.find(';', url.rfind('/'))
        if i < 0:
            return url, ''
    else:
        i = url.find(';')
    return url[:i], url[i + 1:]


def _splitnetloc(url, start=0):
    end = len(url)
    for c in '/?#':
        at = url.find(c, start)
        if at >= 0:
            end = min(end, at)
    return url[start:end], url[end:]


def _is_ipv4(s):
    parts = s.split('.')
    if len(parts) != 4:
        return False
    for p in parts:
        if not (p.isdigit() and p.isascii()) or len(p) > 3 or int(p) > 255:
            return False
        if len(p) > 1 and p[0] == '0':
            return False
    return True


def _is_ipv6(s):
    host, pct, zone = s.partition('%')
    if pct and not zone:
        return False
    if '::' in host:
        if host.count('::') > 1:
            return False
        head, tail = host.split('::')
        groups = ([g for g in head.split(':')] if head else []) + ([g for g in tail.split(':')] if tail else [])
        limit = 7
    else:
        groups = host.split(':')
        limit = 8
    if groups and '.' in groups[-1]:
        if not _is_ipv4(groups[-1]):
            return False
        groups = groups[:-1]
        limit -= 1
    if len(groups) > limit or ('::' not in host and len(groups) != limit):
        return False
    for g in groups:
        if not g or len(g) > 4 or any(c not in '0123456789abcdefABCDEF' for c in g):
            return False
    return True


def _check_bracketed_host(hostname):
    if hostname.startswith('v'):
        rest = hostname[1:]
        ver, dot, tail = rest.partition('.')
        if not (ver and dot and tail and all(c in '0123456789abcdefABCDEF' for c in ver)):
            raise ValueError("IPvFuture address is invalid")
    elif _is_ipv4(hostname):
        raise ValueError("An IPv4 address cannot be in brackets")
    elif not _is_ipv6(hostname):
        raise ValueError(f'{hostname!r} does not appear to be an IPv4 or IPv6 address')


def _checknetloc(netloc):
    # A non-ASCII netloc must not gain URL delimiters under NFKC (IDNA's equivalence), as
    # U+2100 ACCOUNT OF does ('a/c'); the delimiters already there are left out of the check.
    if not netloc or netloc.isascii():
        return
    import unicodedata
    stripped = netloc
    for c in '@:#?':
        stripped = stripped.replace(c, '')
    normalized = unicodedata.normalize('NFKC', stripped)
    if normalized != stripped and any(c in normalized for c in '/?#@:'):
        raise ValueError("netloc '" + netloc + "' contains invalid "
                         "characters under NFKC normalization")


@functools.lru_cache(typed=True)
def urlsplit(url, scheme='', allow_fragments=True):
    """Parse a URL into 5 components:
    <scheme>://<netloc>/<path>?<query>#<fragment>"""
    url, scheme, _coerce_result = _coerce_args(url, scheme)
    url = url.lstrip(_WHATWG_C0_CONTROL_OR_SPACE)
    scheme = scheme.strip(_WHATWG_C0_CONTROL_OR_SPACE)
    for b in _UNSAFE_URL_BYTES_TO_REMOVE:
        url = url.replace(b, "")
        scheme = scheme.replace(b, "")
    allow_fragments = bool(allow_fragments)
    netloc = query = fragment = ''
    i = url.find(':')
    if i > 0 and url[0].isascii() and url[0].isalpha():
        for c in url[:i]:
            if c not in scheme_chars:
                break
        else:
            scheme, url = url[:i].lower(), url[i + 1:]
    if url[:2] == '//':
        netloc, url = _splitnetloc(url, 2)
        if (('[' in netloc and ']' not in netloc) or
                (']' in netloc and '[' not in netloc)):
            raise ValueError("Invalid IPv6 URL")
        if '[' in netloc and ']' in netloc:
            _check_bracketed_host(netloc.partition('[')[2].partition(']')[0])
    if allow_fragments and '#' in url:
        url, fragment = url.split('#', 1)
    if '?' in url:
        url, query = url.split('?', 1)
    _checknetloc(netloc)
    return _coerce_result(SplitResult(scheme, netloc, url, query, fragment))


def urlunparse(components):
    """Put a parsed URL back together again."""
    scheme, netloc, url, params, query, fragment, _coerce_result = _coerce_args(*components)
    if params:
        url = "%s;%s" % (url, params)
    return _coerce_result(urlunsplit((scheme, netloc, url, query, fragment)))


def urlunsplit(components):
    """Combine the elements of a tuple as returned by urlsplit() into a complete URL."""
    scheme, netloc, url, query, fragment, _coerce_result = _coerce_args(*components)
    if netloc or (scheme and scheme in uses_netloc and url[:2] != '//'):
        if url and url[:1] != '/':
            url = '/' + url
        url = '//' + (netloc or '') + url
    if scheme:
        url = scheme + ':' + url
    if query:
        url = url + '?' + query
    if fragment:
        url = url + '#' + fragment
    return _coerce_result(url)


def urljoin(base, url, allow_fragments=True):
    """Join a base URL and a possibly relative URL to form an absolute
    interpretation of the latter."""
    if not base:
        return url
    if not url:
        return base
    base, url, _coerce_result = _coerce_args(base, url)
    bscheme, bnetloc, bpath, bparams, bquery, bfragment = urlparse(base, '', allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(url, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in uses_relative:
        return _coerce_result(url)
    if scheme in uses_netloc:
        if netloc:
            return _coerce_result(urlunparse((scheme, netloc, path, params, query, fragment)))
        netloc = bnetloc
    if not path and not params:
        path = bpath
        params = bparams
        if not query:
            query = bquery
        return _coerce_result(urlunparse((scheme, netloc, path, params, query, fragment)))
    base_parts = bpath.split('/')
    if base_parts[-1] != '':
        del base_parts[-1]
    if path[:1] == '/':
        segments = path.split('/')
    else:
        segments = base_parts + path.split('/')
        segments[1:-1] = filter(None, segments[1:-1])
    resolved = []
    for seg in segments:
        if seg == '..':
            if resolved:
                resolved.pop()
        elif seg == '.':
            continue
        else:
            resolved.append(seg)
    if segments[-1] in ('.', '..'):
        resolved.append('')
    return _coerce_result(urlunparse((scheme, netloc, '/'.join(resolved) or '/',
                                      params, query, fragment)))


def urldefrag(url):
    """Removes any existing fragment from URL."""
    url, _coerce_result = _coerce_args(url)
    if '#' in url:
        s, n, p, a, q, frag = urlparse(url)
        defrag = urlunparse((s, n, p, a, q, ''))
    else:
        frag = ''
        defrag = url
    return _coerce_result(DefragResult(defrag, frag))


_hexdig = '0123456789ABCDEFabcdef'
_hextobyte = {(a + b).encode(): bytes.fromhex(a + b) for a in _hexdig for b in _hexdig}


def unquote_to_bytes(string):
    """unquote_to_bytes('abc%20def') -> b'abc def'."""
    if not string:
        string.split
        return b''
    if isinstance(string, str):
        string = string.encode('utf-8')
    bits = string.split(b'%')
    if len(bits) == 1:
        return string
    res = [bits[0]]
    for item in bits[1:]:
        byte = _hextobyte.get(item[:2])
        if byte is None:
            res.append(b'%')
            res.append(item)
        else:
            res.append(byte)
            res.append(item[2:])
    return b''.join(res)


def _ascii_runs(s):
    """s split as re.split('([\\x00-\\x7f]+)', s) would: the odd items are the ASCII runs."""
    out = []
    start = 0
    i = 0
    n = len(s)
    while i < n:
        if ord(s[i]) < 128:
            j = i
            while j < n and ord(s[j]) < 128:
                j += 1
            out.append(s[start:i])
            out.append(s[i:j])
            start = i = j
        else:
            i += 1
    out.append(s[start:])
    return out


def unquote(string, encoding='utf-8', errors='replace'):
    """Replace %xx escapes by their single-character equivalent."""
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if '%' not in string:
        string.split
        return string
    if encoding is None:
        encoding = 'utf-8'
    if errors is None:
        errors = 'replace'
    bits = _ascii_runs(string)
    res = [bits[0]]
    for i in range(1, len(bits), 2):
        res.append(unquote_to_bytes(bits[i]).decode(encoding, errors))
        res.append(bits[i + 1])
    return ''.join(res)


def parse_qs(qs, keep_blank_values=False, strict_parsing=False,
             encoding='utf-8', errors='replace', max_num_fields=None, separator='&'):
    """Parse a query given as a string argument into a dict of lists."""
    result = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing,
                                 encoding=encoding, errors=errors,
                                 max_num_fields=max_num_fields, separator=separator):
        if name in result:
            result[name].append(value)
        else:
            result[name] = [value]
    return result


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False,
              encoding='utf-8', errors='replace', max_num_fields=None, separator='&'):
    """Parse a query given as a string argument into a list of (name, value) pairs."""
    qs, _coerce_result = _coerce_args(qs)
    separator, _ = _coerce_args(separator)
    if not separator or not isinstance(separator, (str, bytes)):
        raise ValueError("Separator must be of type string or bytes.")
    if max_num_fields is not None:
        num_fields = 1 + qs.count(separator) if qs else 0
        if max_num_fields < num_fields:
            raise ValueError('Max number of fields exceeded')
    r = []
    for name_value in (qs.split(separator) if qs else []):
        if not name_value and not strict_parsing:
            continue
        nv = name_value.split('=', 1)
        if len(nv) != 2:
            if strict_parsing:
                raise ValueError("bad query field: %r" % (name_value,))
            if keep_blank_values:
                nv.append('')
            else:
                continue
        if len(nv[1]) or keep_blank_values:
            name = _coerce_result(unquote(nv[0].replace('+', ' '), encoding=encoding, errors=errors))
            value = _coerce_result(unquote(nv[1].replace('+', ' '), encoding=encoding, errors=errors))
            r.append((name, value))
    return r


def unquote_plus(string, encoding='utf-8', errors='replace'):
    """Like unquote(), but also replace plus signs by spaces."""
    return unquote(string.replace('+', ' '), encoding, errors)


_ALWAYS_SAFE = frozenset(b'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                         b'abcdefghijklmnopqrstuvwxyz'
                         b'0123456789'
                         b'_.-~')
_ALWAYS_SAFE_BYTES = bytes(_ALWAYS_SAFE)


class _Quoter(dict):
    """A mapping from bytes numbers (in range(0,256)) to strings."""

    def __init__(self, safe):
        self.safe = _ALWAYS_SAFE.union(safe)

    def __repr__(self):
        return f"<Quoter {dict(self)!r}>"

    def __missing__(self, b):
        res = chr(b) if b in self.safe else '%{:02X}'.format(b)
        self[b] = res
        return res


def quote(string, safe='/', encoding=None, errors=None):
    """quote('abc def') -> 'abc%20def'"""
    if isinstance(string, str):
        if not string:
            return string
        if encoding is None:
            encoding = 'utf-8'
        if errors is None:
            errors = 'strict'
        string = string.encode(encoding, errors)
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe='', encoding=None, errors=None):
    """Like quote(), but also replace ' ' with '+'."""
    if ((isinstance(string, str) and ' ' not in string) or
            (isinstance(string, bytes) and b' ' not in string)):
        return quote(string, safe, encoding, errors)
    space = ' ' if isinstance(safe, str) else b' '
    string = quote(string, safe + space, encoding, errors)
    return string.replace(' ', '+')


@functools.lru_cache
def _byte_quoter_factory(safe):
    return _Quoter(safe).__getitem__


def quote_from_bytes(bs, safe='/'):
    """Like quote(), but accepts a bytes object rather than a str."""
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ''
    if isinstance(safe, str):
        safe = safe.encode('ascii', 'ignore')
    else:
        safe = bytes([c for c in safe if c < 128])
    if not bs.rstrip(_ALWAYS_SAFE_BYTES + safe):
        return bs.decode()
    quoter = _byte_quoter_factory(safe)
    return ''.join([quoter(char) for char in bs])


def _quote_item(x, quote_via, safe, encoding, errors):
    if isinstance(x, bytes):
        return quote_via(x, safe)
    return quote_via(str(x), safe, encoding, errors)


def urlencode(query, doseq=False, safe='', encoding=None, errors=None,
              quote_via=quote_plus):
    """Encode a dict or sequence of two-element tuples into a URL query string."""
    if hasattr(query, "items"):
        query = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError("not a valid non-string sequence "
                            "or mapping object") from err
    out = []
    for k, v in query:
        k = _quote_item(k, quote_via, safe, encoding, errors)
        if not doseq or isinstance(v, (bytes, str)):
            out.append(k + '=' + _quote_item(v, quote_via, safe, encoding, errors))
            continue
        try:
            len(v)
        except TypeError:
            out.append(k + '=' + quote_via(str(v), safe, encoding, errors))
        else:
            for elt in v:
                out.append(k + '=' + _quote_item(elt, quote_via, safe, encoding, errors))
    return '&'.join(out)


def unwrap(url):
    """Transform a string like '<URL:scheme://host/path>' into 'scheme://host/path'."""
    url = str(url).strip()
    if url[:1] == '<' and url[-1:] == '>':
        url = url[1:-1].strip()
    if url[:4] == 'URL:':
        url = url[4:].strip()
    return url
