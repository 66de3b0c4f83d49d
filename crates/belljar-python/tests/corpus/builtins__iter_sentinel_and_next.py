data = [3, 1, 4, 1, 5, 9, 2, 6]
it = iter(data)
def reader():
    return next(it)
print(list(iter(reader, 9)))
print(list(it))
nums = iter(range(3))
print(next(nums), next(nums), next(nums), next(nums, None))
counter = [0]
def tick():
    counter[0] += 1
    return counter[0]
print(list(iter(tick, 5)))
