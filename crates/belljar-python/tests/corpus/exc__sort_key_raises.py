data = [3, 1, "two", 4]
def key(v):
    if not isinstance(v, int):
        raise ValueError(f"bad item {v!r}")
    return v
try:
    data.sort(key=key)
except ValueError as e:
    print("ValueError:", e)
print(sorted(data, key=str))
try:
    print(max(data, key=key))
except ValueError as e:
    print("ValueError:", e)
try:
    print(sorted([1, 2, 3], key=lambda v: 1 / (v - 2)))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
