class BadIter:
    def __iter__(self):
        return 42
class BadLen:
    def __len__(self):
        return "3"
class BadRepr:
    def __repr__(self):
        return 7
class BadHash:
    def __hash__(self):
        return "h"
class BadStr:
    def __str__(self):
        return None
cases = [
    ("iter", lambda: iter(BadIter())),
    ("for", lambda: [x for x in BadIter()]),
    ("len", lambda: len(BadLen())),
    ("repr", lambda: repr(BadRepr())),
    ("hash", lambda: hash(BadHash())),
    ("str", lambda: str(BadStr())),
    ("print-list", lambda: str([BadRepr()])),
]
for name, fn in cases:
    try:
        fn()
        print(name, "no error")
    except TypeError as e:
        print(name, "TypeError:", e)
