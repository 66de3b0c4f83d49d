n = 10
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
else:
    print("reached 1 in", steps, "steps")
i = 0
while i < 10:
    i += 1
    if i == 4:
        break
else:
    print("never printed")
print("i =", i)
count = 0
while True:
    count += 1
    if count % 2:
        continue
    if count > 6:
        break
    print("even", count)
