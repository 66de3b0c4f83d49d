# Sizes past sys.maxsize raise OverflowError (or MemoryError), never crash.
import sys


def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", type(r).__name__)
    except (OverflowError, MemoryError, ValueError, IndexError) as e:
        print(label, type(e).__name__ + ":", e)


attempt("str * huge", lambda: "abc" * 10 ** 100)
attempt("list * huge", lambda: [0] * 10 ** 30)
attempt("tuple * huge", lambda: (1,) * (sys.maxsize + 1))
attempt("bytes * huge", lambda: b"x" * (1 << 70))
attempt("index huge", lambda: [1, 2][10 ** 30])
attempt("str index huge", lambda: "ab"[-10 ** 30])
attempt("range len", lambda: len(range(10 ** 30)))
attempt("range index", lambda: range(10 ** 30)[10 ** 29])
attempt("range slice", lambda: range(10 ** 30)[::10 ** 20])
attempt("ljust huge", lambda: "x".ljust(10 ** 30))
attempt("pop huge", lambda: [1].pop(10 ** 30))
attempt("insert huge", lambda: [1].insert(10 ** 30, 2))
attempt("float huge", lambda: float(10 ** 400))
attempt("int to float math", lambda: 2.0 ** 5000)
attempt("round huge", lambda: round(1.5, 10 ** 30))
attempt("chr huge", lambda: chr(10 ** 30))
attempt("shift huge", lambda: 1 << (1 << 80))
attempt("zero shift", lambda: 0 << (1 << 80))
attempt("slice huge", lambda: [1, 2, 3][10 ** 30:])
attempt("neg repeat", lambda: "abc" * -10 ** 30)
print(sys.maxsize == 2 ** 63 - 1)
