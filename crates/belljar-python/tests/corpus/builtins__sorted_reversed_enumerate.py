data = {"pear": 3, "apple": 7, "fig": 3, "kiwi": 1}
print(sorted(data), sorted(data, reverse=True))
print(sorted(data.items(), key=lambda kv: kv[1]))
print(sorted(data, key=lambda k: (data[k], k)))
print(list(reversed(sorted(data.values()))))
print(list(enumerate(sorted(data), 10)))
print(sorted([3, 1, 2], key=None), sorted([]), sorted("cba"))
lst = [5, 2, 8]
s = sorted(lst)
print(lst, s, s is lst)
print(sorted([(1, "b"), (1, "a"), (0, "c")], key=lambda t: t[0]))
print(sorted([-3, 2, -1], key=abs, reverse=True))
