# A __repr__ that calls repr(self) recursively ends in RecursionError, catchable.
class Loop:
    def __repr__(self):
        return repr(self)


try:
    repr(Loop())
except RecursionError:
    print("RecursionError")


class Str:
    def __str__(self):
        return str(self)


try:
    print(Str())
except RecursionError:
    print("RecursionError str")
print("still fine", repr([1, 2]))
