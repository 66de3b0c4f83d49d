r = range(2, 20, 3)
print(r, list(r), len(r), r[0], r[-1], r[2:4], 8 in r, 9 in r)
print(list(range(5)), list(range(5, 0, -1)), list(range(0)), list(range(3, 1)))
print(range(10).index(4), range(0, 10, 2).count(4), range(1, 10)[::-2])
print(range(3) == range(0, 3), range(0) == range(5, 5), len(range(-5, 5, 2)))
print(list(reversed(range(1, 4))), sum(range(1, 101)), max(range(7)))
big = range(10 ** 12)
print(len(big), big[-1], 10 ** 11 in big)
try:
    range(5)[10]
except IndexError as e:
    print("IndexError:", e)
try:
    range(1.5)
except TypeError as e:
    print("TypeError:", e)
