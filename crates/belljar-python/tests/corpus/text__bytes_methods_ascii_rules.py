# bytes methods use ASCII rules even where str's Unicode rules differ.
b = b'\x1cab\x1d \xe9\xdf\xb5 \x85cd\xa0ef\tgh\x0b'
print(b.upper(), b.lower(), b.split(), b.strip(), b'\x1c\x85x\xa0 '.strip())
print(b'a\xe9b'.upper(), b'A\xc9B'.lower(), b'x,y,,z'.split(b','), b'aXbXc'.replace(b'X', b'\xff'))
print(b'\xe9\xe9'.count(b'\xe9'), b'\xe9abc'.find(b'b'), b'\xe9ab'.startswith(b'\xe9'), b'-'.join([b'\xe9', b'x']))
print(b'  a  b  '.split(), b'xxaxx'.strip(b'x'), b'\xe9\x85'.endswith(b'\x85'))
