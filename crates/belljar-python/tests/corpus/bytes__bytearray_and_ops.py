ba = bytearray(b"hello")
ba[0] = ord("H")
ba.extend(b" world")
ba.append(33)
print(ba, len(ba), bytes(ba))
print(ba.decode().upper(), ba.find(b"o"), ba.count(b"l"))
del ba[5:]
print(ba, ba[::-1])
data = bytes(range(10))
print(data, data[2:5], list(data[-3:]), sum(data))
print(b"a,b,,c".split(b","), b" x ".strip(), b"abc".upper(), b"%d-%s" % (5, b"x"))
print(int.from_bytes(b"\x00\x01\x00", "big"), (258).to_bytes(2, "big"), (258).to_bytes(2, "little"))
print(b"ab" < b"b", b"abc".startswith(b"ab"), bytes.fromhex("ff00").hex())
try:
    bytearray(b"x")[0] = 256
except ValueError as e:
    print("ValueError:", e)
