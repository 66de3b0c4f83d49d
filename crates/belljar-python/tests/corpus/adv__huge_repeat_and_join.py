# Huge repeat counts past sys.maxsize are OverflowError, catchable.
import sys

for label, fn in [
    ("str", lambda: "ab" * (sys.maxsize + 1)),
    ("list", lambda: [None] * (sys.maxsize + 1)),
    ("tuple", lambda: (0,) * 2 ** 64),
    ("neg", lambda: "ab" * -(2 ** 64)),
    ("zero", lambda: [] * 2 ** 64),
    ("empty str", lambda: "" * 2 ** 70),
]:
    try:
        r = fn()
        print(label, repr(r))
    except (OverflowError, MemoryError) as e:
        print(label, type(e).__name__ + ":", e)
