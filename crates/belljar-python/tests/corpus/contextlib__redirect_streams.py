# redirect_stdout / redirect_stderr, rebinding sys.stdout by hand, and module attributes.
import io
import sys
import contextlib
from contextlib import redirect_stdout, redirect_stderr

buf = io.StringIO()
with redirect_stdout(buf) as target:
    print("captured", 1, 2, sep="-")
    print("second line", end="!")
    sys.stdout.write("via write\n")
print("target is buf:", target is buf)
print(repr(buf.getvalue()))

# Nested and reentrant.
outer, inner = io.StringIO(), io.StringIO()
r = redirect_stdout(outer)
with r:
    print("outer 1")
    with redirect_stdout(inner):
        print("inner")
    with r:
        print("outer again")
    print("outer 2")
print(repr(outer.getvalue()), repr(inner.getvalue()))

# An exception inside still restores.
buf2 = io.StringIO()
try:
    with redirect_stdout(buf2):
        print("before error")
        1 / 0
except ZeroDivisionError as e:
    print("caught", e)
print(repr(buf2.getvalue()))

# stderr
err = io.StringIO()
with redirect_stderr(err):
    print("to err", file=sys.stderr)
    sys.stderr.write("raw err\n")
print(repr(err.getvalue()))

# By hand, with a custom writer object.
class Collector:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
    def flush(self):
        self.parts.append("<flush>")

c = Collector()
saved = sys.stdout
sys.stdout = c
print("a", "b", flush=True)
print()
sys.stdout = saved
print(c.parts)

# sys.stdout = None silences print.
sys.stdout = None
print("nobody sees this")
sys.stdout = saved
print("back")

# A StringIO redirect inside a function called in a loop.
def render(n):
    s = io.StringIO()
    with contextlib.redirect_stdout(s):
        for i in range(n):
            print(i, end=" ")
    return s.getvalue()
print([render(k) for k in range(4)])

# Module attributes can be set and deleted (each session has its own module objects).
import math
math.answer = 42
print(math.answer, hasattr(math, "answer"))
del math.answer
print(hasattr(math, "answer"))
try:
    del math.answer
except AttributeError as e:
    print("AttributeError:", e)
import json
original = json.dumps
json.dumps = lambda obj: "patched"
print(json.dumps([1]))
json.dumps = original
print(json.dumps([1]))
setattr(contextlib, "extra", [1, 2])
print(getattr(contextlib, "extra"))
