# urllib.parse: split/parse/join/unsplit, result properties, quoting, query strings, bytes.
from urllib.parse import (urlparse, urlsplit, urlunparse, urlunsplit, urljoin, urldefrag, quote,
                          quote_plus, unquote, unquote_plus, quote_from_bytes, unquote_to_bytes,
                          urlencode, parse_qs, parse_qsl)
import urllib.parse

def t(label, f):
    try:
        print(label, '->', repr(f()))
    except BaseException as x:
        print(label, '!!', type(x).__name__, x)

urls = ["http://user:pw@Example.COM:8080/a/b;p?q=1&r=2#frag", "https://[::1]:443/x", "ftp://host/file.txt",
        "mailto:someone@example.com", "//netloc/only", "/just/a/path?x=y", "file:///etc/passwd", "  http://a.b/c\t\n",
        "http://a/b/c/d;p?q", "HTTP://WWW.EXAMPLE.COM/", "git+ssh://git@github.com/o/r.git", "tel:+1-816-555-1212",
        "http://[fe80::1%25eth0]/", "http://host:abc/", "http://host:99999/", "relative/path", "", "http://h/?",
        "s3://bucket/key#x", "http://h/p?a=1#"]
for u in urls:
    p = urlparse(u)
    s = urlsplit(u)
    print(repr(u), p, s.geturl(), p.geturl())
    for attr in ('username', 'password', 'hostname', 'port'):
        t('  ' + attr, lambda: getattr(p, attr))
base = "http://a/b/c/d;p?q"
for rel in ["g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h", "http:g", "https://other/x"]:
    print(rel, urljoin(base, rel))
print(urldefrag("http://a/b#c"), urldefrag("http://a/b"), urlunparse(("http", "h", "/p", "x", "q=1", "f")), urlunsplit(("", "", "p", "", "")))
for s in ["hello world", "a/b c", "é~_.-", "100%", "", "a+b=c&d", "日本"]:
    print(repr(s), quote(s), quote(s, safe=''), quote_plus(s), quote_plus(s, safe='/'), unquote(quote(s)), unquote_plus(quote_plus(s)))
print(unquote("%E6%97%A5%zz%4"), unquote("abc%2"), unquote_to_bytes("a%20b%ZZ"), unquote(b"%41%42"), quote(b"a b"), quote_from_bytes(bytearray(b"\x00\xff/")))
print(urlencode({"a": 1, "b": "x y", "c": ["1", "2"]}), urlencode({"c": ["1", "2"], "d": (3,)}, doseq=True), urlencode([("k", b"v v"), (b"kb", "é")]))
print(urlencode({"q": "a/b"}, safe="/"), urlencode({"q": "a b"}, quote_via=quote))
qs = "a=1&b=2&a=3&c=&d&e=x+y%21&=z"
print(parse_qs(qs), parse_qs(qs, keep_blank_values=True), parse_qsl(qs), parse_qsl(qs, keep_blank_values=True), parse_qsl("a=1;b=2", separator=";"))
print(urlparse(b"http://h/p?q#f"), urlsplit(b"http://u@h:1/").port, urljoin(b"http://a/b/", b"c"), parse_qsl(b"a=1&b=%20"))
print(urlparse("http://h/p").encode(), urlparse(b"http://h/p").decode(), urlparse("http://h")._replace(path="/new").geturl())
print(type(urlparse("x")).__name__, urllib.parse.ParseResult._fields, isinstance(urlsplit("x"), tuple), urlparse("x").scheme, urlsplit("x")[2])
t(1, lambda: urlparse("http://[::1/"))
t(2, lambda: urlparse("http://[1.2.3.4]/"))
t(3, lambda: urlparse("http://[xyz]/"))
t(4, lambda: urljoin("http://a", b"b"))
t(5, lambda: quote(b"x", encoding="utf-8"))
t(6, lambda: quote_from_bytes("x"))
t(7, lambda: urlencode("abc"))
t(8, lambda: parse_qsl("a=1&b", strict_parsing=True))
t(9, lambda: parse_qsl("a=1&b=2", max_num_fields=1))
t(10, lambda: parse_qsl("a=1", separator=""))
t(11, lambda: urlparse("http://h:abc/").port)
t(12, lambda: urlparse("http://h:70000/").port)
t(13, lambda: urlsplit("http://[v1.fe]/"))
t(14, lambda: urlsplit("http://[vz.fe]/"))
