def first_negative(xs):
    for i, x in enumerate(xs):
        if x < 0:
            return i, x
    return None
print(first_negative([3, 1, -4, 1, -5]), first_negative([1, 2]))
def find_pair(xs, target):
    seen = {}
    for i, x in enumerate(xs):
        if target - x in seen:
            return seen[target - x], i
        seen[x] = i
    return -1, -1
print(find_pair([2, 7, 11, 15], 9), find_pair([3, 2, 4], 6), find_pair([1], 5))
def nested_return():
    for i in range(3):
        for j in range(3):
            while True:
                if i * j == 2:
                    return (i, j)
                break
    return "none"
print(nested_return())
