# list methods given odd arguments.
for f in [
    lambda: [1, 2].insert(-100, 0),
    lambda: [1, 2].insert(100, 0),
    lambda: [1, 2].index(3),
    lambda: [].pop(),
    lambda: [1].pop(5),
    lambda: [1, 2].extend(5),
    lambda: [1, 2].sort(key=None, reverse=0),
    lambda: [1, 2].sort(lambda x: x),
    lambda: [3, 1].sort(reverse="yes"),
    lambda: [1] * "2",
    lambda: [1] + (2,),
    lambda: [1, 2, 3][::0],
    lambda: list(range(5))[1:4:-1],
    lambda: [1, 2].remove(3),
    lambda: [].copy().clear(),
]:
    try:
        print(repr(f()))
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)
lst = [1, 2, 3]
lst[1:2] = "xyz"
print(lst)
lst[::2] = [0] * len(lst[::2])
print(lst)
try:
    lst[::2] = [1]
except ValueError as e:
    print("ValueError", e)
lst[:] = lst
print(lst)
lst[1:1] = lst
print(lst)
