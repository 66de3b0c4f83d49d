# A float precision past INT_MAX is CPython's ValueError.
print(format(1.0, '.3f'))
print(f'{2.5:.{2**31}f}')
