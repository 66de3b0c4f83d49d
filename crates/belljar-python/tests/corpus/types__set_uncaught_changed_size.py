# Adding to a set while iterating it raises, uncaught.
s = {1, 2, 3}
for x in s:
    print(x)
    s.add(x * 10)
