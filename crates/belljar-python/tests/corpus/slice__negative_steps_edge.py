s = "0123456789"
cases = [(None, None, -1), (8, 2, -2), (-1, -11, -1), (5, None, -1), (None, 5, -1),
         (-3, None, -3), (100, None, -4), (2, 8, -1), (None, None, 4), (-100, 100, 3)]
for start, stop, step in cases:
    print(f"s[{start}:{stop}:{step}] = {s[start:stop:step]!r}")
lst = list(range(5))
print(lst[::-1], lst[-1::-2], lst[3:0:-1], lst[-1:-6:-1])
print(slice(None, None, -1).indices(5), slice(-1, -6, -1).indices(5))
