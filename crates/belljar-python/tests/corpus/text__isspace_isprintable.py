# Whitespace and printability, character by character.
chars = ['\t', '\n', '\x0b', '\x0c', '\r', '\x1c', '\x1d', '\x1e', '\x1f', ' ', '\x85',
         '\xa0', '\u1680', '\u2000', '\u200a', '\u200b', '\u2028', '\u2029', '\u202f',
         '\u205f', '\u3000', '\ufeff', '\xad', 'a', '\u0378', '\U000e0020', '\ue000']
for c in chars:
    print(hex(ord(c)), c.isspace(), c.isprintable())
print(''.isspace(), ''.isprintable(), ' \u3000\x1c'.isspace())
