# urllib.parse refuses a non-ASCII network location that gains URL delimiters under NFKC
# normalisation (U+2100 ACCOUNT OF becomes 'a/c'), and accepts the harmless ones.
from urllib.parse import urlsplit, urlparse

for url in ['http://example.com/', 'http://ex\u00e4mple.com/p', 'http://\uff45xample.com/',
            'http://a\u2100b.com/', 'http://user\uff1a\uff20host/', 'http://h\u2474st/',
            'http://user@ex\u00e4mple.com:80/', 'http://\u2100@example.com/',
            'http://ex\ufe16ample.com/', 'http://ex\ufe5fample.com/', b'http://ascii.com/',
            'http://\u212bngstr\u00f6m.se/', 'http://x\u2488y/']:
    for f in (urlsplit, urlparse):
        try:
            r = f(url)
            print(f.__name__, ascii(r.netloc))
        except ValueError as e:
            print(f.__name__, 'ValueError', ascii(str(e)))
