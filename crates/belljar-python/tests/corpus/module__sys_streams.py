# sys.stdout and sys.stderr are text streams with write and flush, as in CPython.
import sys

n = sys.stdout.write("hello\n")
print(n, sys.stdout.write("héllo\n"), sys.stdout.flush())
print(sys.stderr.write("to stderr\n"))
print(repr(sys.stdout))
print(sys.stdout.name, sys.stderr.name, sys.stdout.encoding, sys.stdout.mode)
print(type(sys.stdout).__name__, type(sys.stdout) is type(sys.stderr))
print(isinstance(sys.stderr, type(sys.stdout)), sys.stdout == sys.stdout, sys.stdout != sys.stderr)
print("to stderr too", file=sys.stderr)
w = sys.stdout.write
print(w("bound\n"))
for bad in [lambda: sys.stdout.write(5), lambda: sys.stdout.write(),
            lambda: len(sys.stdout), lambda: sys.stdout[0], lambda: sys.stdout.nope]:
    try:
        bad()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
print(bool(sys.stdout), hash(sys.stdout) == hash(sys.stdout), {sys.stdout: 1}[sys.stdout])
