data = bytes(range(10))
print(data, data[2:5], list(data[-3:]), sum(data))
print(b"a,b,,c".split(b","), b" x ".strip(), b"abc".upper(), b"%d-%s" % (5, b"x"))
print(int.from_bytes(b"\x00\x01\x00", "big"), (258).to_bytes(2, "big"), (258).to_bytes(2, "little"))
print(b"ab" < b"b", b"abc".startswith(b"ab"), bytes.fromhex("ff00").hex())
msg = "héllo wörld".encode()
print(msg, len(msg), msg.decode().title(), msg.count(b"l"), msg.find(b"w"))
parts = [b"alpha", b"beta", b"gamma"]
joined = b"|".join(parts)
print(joined, joined.split(b"|")[1], joined.replace(b"a", b"A"), joined[::-1][:5])
print(bytes(4), bytes([1, 2]) + bytes(1), b"ab" * 3, b"z" in joined, 98 in b"abc")
try:
    bytes([256])
except ValueError as e:
    print("ValueError:", e)
