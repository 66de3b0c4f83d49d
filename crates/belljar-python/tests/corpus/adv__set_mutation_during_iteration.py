# Adding to or removing from a set while iterating is a RuntimeError.
s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 100)
except RuntimeError as e:
    print("RuntimeError", e)
s = {1, 2, 3}
try:
    for x in s:
        s.discard(x)
except RuntimeError as e:
    print("RuntimeError", e)
s = {1, 2, 3}
for x in list(s):
    s.discard(x)
print(s)
