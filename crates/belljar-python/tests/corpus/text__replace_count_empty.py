# replace() with empty patterns, counts and Unicode.
print('abc'.replace('', '-'), 'abc'.replace('', '-', 2), ''.replace('', 'x'), ''.replace('a', 'x'))
print('aaaa'.replace('a', 'b', 2), 'aaaa'.replace('aa', 'b'), 'aaaa'.replace('a', 'b', -1), 'aaaa'.replace('a', 'b', 0))
print('héllo'.replace('é', 'e'), 'ǅǅ'.replace('ǅ', 'dž', 1), 'a.b.c'.replace('.', ''), 'ab'.replace('ab', 'abab'))
print('é'.replace('', '|'))
try:
    'a'.replace(1, 'b')
except TypeError as e:
    print(e)
try:
    'a'.replace('a', None)
except TypeError as e:
    print(e)
