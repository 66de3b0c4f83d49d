# Generator expressions evaluate their first iterable eagerly and the rest lazily.
xs = [1, 2]
g = (x * y for x in xs for y in ys)
ys = [10, 20]
print(list(g))
try:
    h = (x for x in undefined_name)
except NameError as e:
    print("NameError", e)
xs = [1, 2]
g = (x for x in xs)
xs = [9, 9]
print(list(g))
lst = [1, 2]
g = (x for x in lst)
lst.append(3)
print(list(g))
