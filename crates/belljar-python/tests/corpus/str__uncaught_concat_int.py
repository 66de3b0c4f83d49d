count = 3
print("count is " + str(count))
print("count is " + count)
