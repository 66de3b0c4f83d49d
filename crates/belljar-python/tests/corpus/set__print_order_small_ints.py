print({3, 1, 2}, {5, 4, 3, 2, 1, 0})
print(set([9, 7, 5, 3, 1]), {x % 5 for x in range(20)})
evens = {n for n in range(10) if n % 2 == 0}
print(evens, evens | {1}, evens - {0, 2})
print(set("aaa"), frozenset({2, 1}), {True, 2, 0})
print({10, 100, 1000}, {-1, -2, 3})
