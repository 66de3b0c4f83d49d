def mean(xs):
    assert isinstance(xs, list), f"expected list, got {type(xs).__name__}"
    assert xs, "empty list"
    return sum(xs) / len(xs)
for arg in ([1, 2, 3], [], (1, 2), [5]):
    try:
        print(mean(arg))
    except AssertionError as e:
        print("AssertionError:", e)
count = 0
for i in range(5):
    assert i >= 0
    count += 1
print(count)
try:
    assert (1, 2) == (1, 3), ("tuple", "message")
except AssertionError as e:
    print(e.args)
