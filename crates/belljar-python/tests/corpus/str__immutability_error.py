s = "hello"
try:
    s[0] = "H"
except TypeError as e:
    print("TypeError:", e)
t = "H" + s[1:]
print(t, s)
try:
    del s[0]
except TypeError as e:
    print("TypeError:", e)
try:
    "a" + 1
except TypeError as e:
    print("TypeError:", e)
try:
    "a" * "b"
except TypeError as e:
    print("TypeError:", e)
try:
    "abc".foo()
except AttributeError as e:
    print("AttributeError:", e)
