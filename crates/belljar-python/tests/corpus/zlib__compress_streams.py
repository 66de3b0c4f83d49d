# zlib: compressed bytes equal CPython's at every level and window, round trips, streams,
# max_length and unconsumed_tail, zdict, checksums, errors.
import zlib

texts = [b"", b"a", b"hello world " * 50, bytes(range(256)) * 20, b"The quick brown fox jumps over the lazy dog.\n" * 200]
for t in texts:
    for level in (-1, 0, 1, 6, 9):
        c = zlib.compress(t, level)
        print(level, len(c), c[:12].hex(), zlib.crc32(c), zlib.decompress(c) == t)
    for wbits in (9, 12, 15, -15, -9, 31, 25):
        c = zlib.compress(t, 6, wbits)
        if wbits >= 25:
            c = c[:4] + b"\0\0\0\0" + c[8:]  # the gzip header's mtime is the clock's
        print(wbits, len(c), c[-8:].hex(), zlib.decompress(c, wbits) == t)
    print(zlib.crc32(t), zlib.crc32(t, 12345), zlib.adler32(t), zlib.adler32(t, 7), zlib.adler32(t, 2**40))
blob = b"".join(texts)
c = zlib.compress(blob)
print(zlib.decompress(c, 47) == blob, zlib.decompress(c, 0) == blob, zlib.decompress(c, bufsize=1) == blob, zlib.decompress(c + b"junk") == blob)
co = zlib.compressobj(9)
parts = [co.compress(t) for t in texts] + [co.flush()]
stream = b"".join(parts)
print(len(stream), stream == zlib.compress(blob, 9), [len(p) for p in parts])
co = zlib.compressobj()
s1 = co.compress(b"abc" * 1000) + co.flush(zlib.Z_SYNC_FLUSH)
s2 = co.compress(b"xyz" * 1000) + co.flush(zlib.Z_FULL_FLUSH) + co.flush()
print(len(s1), s1[-4:].hex(), len(s2), zlib.decompress(s1 + s2) == b"abc" * 1000 + b"xyz" * 1000)
do = zlib.decompressobj()
out = do.decompress(c + b"tail", 100)
print(len(out), len(do.unconsumed_tail), do.eof, do.unused_data)
for _ in range(5):
    out += do.decompress(do.unconsumed_tail, 5000)
    print(len(out), len(do.unconsumed_tail), do.eof, do.unused_data)
print(len(out) == len(blob), do.flush())
do = zlib.decompressobj()
pieces = [do.decompress(c[i:i + 100]) for i in range(0, len(c), 100)]
print(b"".join(pieces) == blob, do.eof)
zd = b"hello world dictionary"
co = zlib.compressobj(zdict=zd)
cz = co.compress(b"hello world " * 3) + co.flush()
do = zlib.decompressobj(zdict=zd)
print(cz.hex(), do.decompress(cz))
raw = zlib.compressobj(wbits=-15, zdict=zd)
rz = raw.compress(b"hello world") + raw.flush()
print(rz.hex(), zlib.decompressobj(wbits=-15, zdict=zd).decompress(rz))
print(zlib.MAX_WBITS, zlib.DEFLATED, zlib.Z_BEST_COMPRESSION, zlib.Z_SYNC_FLUSH, issubclass(zlib.error, Exception))
for f in (lambda: zlib.compress(b"x", 10), lambda: zlib.compress(b"x", wbits=16), lambda: zlib.decompress(b"abc"),
          lambda: zlib.decompress(zlib.compress(b"hello")[:-3]), lambda: zlib.decompress(zlib.compress(b"hello"), wbits=-15),
          lambda: zlib.decompress(zlib.compress(b"hello"), wbits=50), lambda: zlib.compress("x"), lambda: zlib.crc32("x"),
          lambda: zlib.decompressobj().decompress(b"x", -1), lambda: zlib.decompressobj().flush(0)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
