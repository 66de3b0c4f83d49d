def numbers():
    yield 1
    yield 2
g = numbers()
print(list(g))
print(g.send("late"))
