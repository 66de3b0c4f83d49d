b = b"hello world"
print(b, len(b), b[0], b[-1], b[:5], b[::-1], list(b[:3]))
print(b.upper(), b.split(), b.replace(b"world", b"there"), b.find(b"o"), b.count(b"l"))
print(b.decode(), "héllo".encode(), "héllo".encode("utf-8").decode("utf-8"))
print(bytes(3), bytes([65, 66, 67]), bytes("ab", "ascii"), b"a" + b"b", b"ab" * 2)
print(b"x" in b"xyz", 120 in b"xyz", b.startswith(b"hell"), b.hex())
print(bytes.fromhex("48 69"), b"\x00\xff\n", repr(b"'\""))
print(b == b"hello world", b < b"i", sorted(b"cab"), b"a,b".split(b","))
try:
    b[0] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    b"a" + "b"
except TypeError as e:
    print("TypeError:", e)
