# Changing a dict's size while iterating over it is a RuntimeError; changing values is fine.
d = {i: i for i in range(5)}
try:
    for k in d:
        d[k + 10] = 0
except RuntimeError as e:
    print("RuntimeError", e)
d = {i: i for i in range(5)}
try:
    for k in d:
        del d[k]
except RuntimeError as e:
    print("RuntimeError", e)
d = {i: i for i in range(5)}
for k in d:
    d[k] = k * 10
print(d)
d = {1: 1}
try:
    for v in d.values():
        d.pop(1)
except RuntimeError as e:
    print("RuntimeError", e)
d = {1: 1, 2: 2}
try:
    for kv in d.items():
        d.clear()
except RuntimeError as e:
    print("RuntimeError", e)
print(d)
