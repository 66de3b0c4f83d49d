# complex: literals, construction, arithmetic, repr, hash, equality and errors.
print(1j, 1+2j, -0j, 0j, complex(1, 2), complex('1+2j'), complex(), complex(2.5), complex(1j, 1j))
print((1+2j) * (3-4j), (1+2j) / (3-4j), (1+2j) + 1, 1 - 2j, 2 * 1j, 1j ** 2, (1+1j) ** 0.5, 2 ** 1j)
print(abs(3+4j), (3+4j).real, (3+4j).imag, (3+4j).conjugate(), -(1+2j), +(1+2j))
print(hash(1+2j), hash(3+0j) == hash(3), 1+0j == 1, 1j == 1, (1+0j) == 1.0, {1: 'a'}[1+0j])
print(type(1j), type(1j).__name__, isinstance(1j, complex), complex.__name__)
print(bool(0j), bool(1j), str(1.5j), repr(complex(float('nan'), float('inf'))))
print(format(1+2j), format(1+2j, '.2f'), format(1.5j, ''), format(1+2j, '>20'), format(3j, 'g'), f'{1-2j:10.3e}')
try:
    1j < 2j
except TypeError as e:
    print(e)
try:
    1 / 0j
except ZeroDivisionError as e:
    print(e)
try:
    pow(1j, 2, 3)
except ValueError as e:
    print(e)
try:
    complex('1+ 2j')
except ValueError as e:
    print(e)
for bad in [None, 'x', [1]]:
    try:
        complex(bad) if bad != 'x' else complex('x', 1)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    ~1j
except TypeError as e:
    print(e)
try:
    1j // 1
except TypeError as e:
    print(e)
print({1j, 2j, 1+0j, 1}, sum([1j, 2, 3.5]), 1j * 1j)
