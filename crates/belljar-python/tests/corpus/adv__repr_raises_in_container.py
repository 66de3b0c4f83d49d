# A __repr__ that raises inside list/dict repr propagates.
class Bad:
    def __repr__(self):
        raise ValueError("no repr for you")


for obj in ([1, Bad()], {"k": Bad()}, (Bad(),), {1: [Bad()]}):
    try:
        print(repr(obj))
    except ValueError as e:
        print("ValueError:", e)
try:
    print(f"{[Bad()]}")
except ValueError as e:
    print("ValueError in f-string:", e)


class NotStr:
    def __repr__(self):
        return 42


try:
    repr(NotStr())
except TypeError as e:
    print("TypeError:", e)
try:
    str([NotStr()])
except TypeError as e:
    print("TypeError:", e)
