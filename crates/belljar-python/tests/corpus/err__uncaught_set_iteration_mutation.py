# Adding to a set while iterating it.
seen = {1}
for x in seen:
    seen.add(x + 1)
