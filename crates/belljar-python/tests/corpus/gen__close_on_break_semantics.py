def numbers():
    try:
        for i in range(10):
            yield i
    finally:
        print("numbers finalized")
g = numbers()
for n in g:
    if n == 2:
        break
print("after break; generator still alive, closing explicitly")
g.close()
print("closed")
def tracked():
    try:
        yield 1
        yield 2
    finally:
        print("tracked finalized")
t = tracked()
print(next(t))
t.close()
print(list(t))
