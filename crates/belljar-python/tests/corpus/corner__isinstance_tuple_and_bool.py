checks = [(1, int), (True, int), (1, bool), (1.0, (int, float)), ("s", (list, tuple)), (None, type(None)),
          ([], list), ((), tuple), ({}, dict), (range(1), range), (print, object)]
for v, t in checks:
    print(repr(v), isinstance(v, t))
print(isinstance(int, type), isinstance(type, type), isinstance(object, type), issubclass(type, object))
print(issubclass(bool, (str, (list, int))))
try:
    isinstance(1, "int")
except TypeError as e:
    print("TypeError:", e)
