def maybe_count(xs):
    if xs:
        return len(xs)
total = 0
for batch in [[1, 2], [], [3]]:
    total = total + maybe_count(batch)
    print("total", total)
