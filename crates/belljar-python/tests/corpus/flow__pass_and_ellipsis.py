def todo():
    pass
def todo2():
    ...
print(todo(), todo2())
class Empty:
    pass
print(type(Empty()).__name__)
print(..., Ellipsis is ..., type(...).__name__)
for _ in range(2):
    pass
if True:
    pass
print("done")
