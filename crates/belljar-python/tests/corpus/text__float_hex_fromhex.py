# float.hex() and float.fromhex() round-trip exactly.
vals = [0.0, -0.0, 1.0, 1.5, -2.75, 0.1, 1e300, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
        float('inf'), float('-inf'), float('nan'), 1 / 3, 2.0 ** -1074, 123456.789]
for v in vals:
    h = v.hex()
    back = float.fromhex(h)
    print(repr(v), h, repr(back), back == v or v != v)
for s in ['0x1.8p1', '0X1P-2', '  -0x.8p+1  ', '0x1', '1.8p1', 'inf', '-Infinity', 'nan', '0x1.fffffffffffff8p1023',
          '0x1p-1075', '0x1p-1074', '0x3p-1076', '0x1.0000000000000cp0', '0x1_0p0', '', '0x', '0xp1', '0x1p', '0x1.8p1 x']:
    try:
        print(repr(s), repr(float.fromhex(s)))
    except (ValueError, OverflowError) as e:
        print(repr(s), type(e).__name__, e)
try:
    float.fromhex('0x1p1024')
except OverflowError as e:
    print(e)
