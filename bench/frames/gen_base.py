# gen_items.py's loop over a range, without the generator.
t = 0
for x in range(600000):
    t += x
print(t)
