# uuid and secrets: parsing, fields, versions, name-based UUIDs, random ones' shape, errors.
import uuid, secrets, copy

def t(label, f):
    try:
        print(label, '->', repr(f()))
    except BaseException as x:
        print(label, '!!', type(x).__name__, x)

u = uuid.UUID('12345678123456781234567812345678')
print(repr(u), str(u), u.urn, u.version, u.variant, u.fields, u.time, u.clock_seq, u.node)
print(u.bytes, u.bytes_le, u.is_safe, hash(u) == hash(u.int), int(u), u.hex)
for s in ['{12345678-1234-5678-1234-567812345678}', 'urn:uuid:12345678-1234-5678-1234-567812345678', '12345678-1234-5678-1234-567812345678']:
    print(uuid.UUID(s) == u)
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(fields=u.fields) == u, uuid.UUID(int=u.int) == u)
for v in range(1, 6):
    x = uuid.UUID(int=0, version=v)
    print(v, x, x.version, x.variant)
for ns in (uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500):
    print(ns, uuid.uuid3(ns, "python.org"), uuid.uuid5(ns, "python.org"), uuid.uuid5(ns, "é"))
r = uuid.uuid4()
print(r.version, r.variant, len(str(r)), r != uuid.uuid4(), type(r).__name__)
a = uuid.uuid1()
b = uuid.uuid1()
print(a.version, a.variant, a.time < b.time, a.node == b.node)
print(uuid.uuid1(node=5, clock_seq=7).node, uuid.uuid1(node=5, clock_seq=7).clock_seq)
print(sorted([uuid.UUID(int=3), uuid.UUID(int=1), uuid.UUID(int=2)]))
print(u == uuid.UUID(str(u)), u != 5, {u: 1}[uuid.UUID(str(u))])
print(copy.copy(u) == u, copy.deepcopy(u) == u, uuid.SafeUUID.safe, uuid.SafeUUID.unknown.value)
print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE)
print(uuid.UUID(int=(1 << 128) - 1).variant, uuid.UUID(int=0xc000 << 48).variant)
t(1, lambda: uuid.UUID())
t(2, lambda: uuid.UUID("xyz"))
t(3, lambda: uuid.UUID(hex="1" * 32, int=1))
t(4, lambda: uuid.UUID(bytes=b"a"))
t(5, lambda: uuid.UUID(bytes_le=b"a"))
t(6, lambda: uuid.UUID(fields=(1, 2)))
t(7, lambda: uuid.UUID(fields=(2 ** 32, 0, 0, 0, 0, 0)))
t(8, lambda: uuid.UUID(fields=(0, 0, 0, 0, 256, 0)))
t(9, lambda: uuid.UUID(int=-1))
t(10, lambda: uuid.UUID(int=1, version=9))
t(11, lambda: uuid.UUID(int=2 ** 128))
t(12, lambda: setattr(u, 'x', 1))
t(13, lambda: u < 5)
t(14, lambda: uuid.UUID("g" * 32))
t(15, lambda: uuid.UUID(fields=(1, 2, 3, 4, 5, 6)))
print(len(secrets.token_bytes()), len(secrets.token_bytes(5)), len(secrets.token_hex(8)), type(secrets.token_urlsafe()))
print(all(c.isalnum() or c in '-_' for c in secrets.token_urlsafe(64)), 0 <= secrets.randbelow(10) < 10, secrets.randbits(8) < 256)
print(secrets.choice("x"), secrets.compare_digest(b"a", b"a"), secrets.DEFAULT_ENTROPY, type(secrets.SystemRandom()).__name__)
t(16, lambda: secrets.randbelow(0))
t(17, lambda: secrets.choice([]))
