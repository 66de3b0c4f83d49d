# zlib.compressobj with every memLevel and strategy: the bytes are zlib's own (the same as
# CPython's), they decompress again, and bad parameters are refused.
import hashlib
import zlib

text = b"".join(b"%d the quick brown fox %s jumps\n" % (i, b"z" * (i % 13)) for i in range(4000))
noise = hashlib.sha256(b"seed").digest() * 300
for data in (text, noise, b"", b"a" * 70000):
    for strategy in (zlib.Z_DEFAULT_STRATEGY, zlib.Z_FILTERED, zlib.Z_HUFFMAN_ONLY, zlib.Z_RLE, zlib.Z_FIXED):
        for mem in (1, 5, 8, 9):
            for level in (1, 6, 9):
                c = zlib.compressobj(level, zlib.DEFLATED, -15, mem, strategy)
                out = c.compress(data[:1000]) + c.flush(zlib.Z_SYNC_FLUSH) + c.compress(data[1000:]) + c.flush()
                assert zlib.decompress(out, -15) == data
                print(len(data), strategy, mem, level, len(out), hashlib.md5(out).hexdigest()[:12])
c = zlib.compressobj(memLevel=2, strategy=zlib.Z_RLE, wbits=31)
gz = c.compress(text) + c.flush()
print(len(gz), zlib.decompress(gz, 31) == text)
c = zlib.compressobj(9, zlib.DEFLATED, 12, 3, zlib.Z_FILTERED, zdict=b"quick brown fox jumps")
z = c.compress(text) + c.flush()
d = zlib.decompressobj(12, zdict=b"quick brown fox jumps")
print(len(z), d.decompress(z) == text)
for kw in ({"memLevel": 0}, {"memLevel": 10}, {"strategy": 5}, {"strategy": -1}, {"method": 9}, {"level": 10}, {"wbits": 7}, {"wbits": -8}, {"wbits": 32}):
    try:
        zlib.compressobj(**kw)
        print(kw, "ok")
    except ValueError as e:
        print(kw, type(e).__name__, e)
