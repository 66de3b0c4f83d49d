vals = [1, 1.0, True, "s", [1], (1,), {1: 1}, {1}, None, range(1), len, lambda: 0]
for v in vals:
    print(type(v).__name__, isinstance(v, int), isinstance(v, (list, tuple)), isinstance(v, object))
print(isinstance(True, bool), isinstance(True, int), type(True) is int, type(True) == bool)
print(issubclass(int, object), issubclass(bool, (str, int)), issubclass(list, list))
class A: pass
class B(A): pass
print(isinstance(B(), A), isinstance(A(), B), type(B()) is A, issubclass(B, (int, A)))
print(type(type), type(int) is type, isinstance(int, type), isinstance(A, type))
