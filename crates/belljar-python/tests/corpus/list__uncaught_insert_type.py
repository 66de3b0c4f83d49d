nums = [1, 2, 3]
print(nums[1:])
print(nums["1"])
