# An arithmetic while loop with no call: the per-instruction rate where no frame changes.
t = 0
i = 0
while i < 300000:
    t += i * 3 % 7
    i += 1
print(t)
