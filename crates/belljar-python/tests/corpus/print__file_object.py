# print(file=obj) calls obj.write for each item, separator and end; flush=True calls flush().
import sys


class Recorder:
    def __init__(self):
        self.parts = []
        self.flushes = 0

    def write(self, s):
        self.parts.append(s)
        return len(s)

    def flush(self):
        self.flushes += 1


r = Recorder()
print("a", 1, [2, 3], sep="-", end="!\n", file=r)
print(file=r)
print("x", "y", file=r, flush=True)
print(r.parts, r.flushes)
print("to stdout", file=None)
print("to stdout too", file=sys.stdout)


class Upper:
    def __init__(self):
        self.text = ""

    def write(self, s):
        self.text += s.upper()


u = Upper()
for i in range(3):
    print("line", i, file=u)
print(u.text, end="")

try:
    print("x", file=42)
except AttributeError as e:
    print("AttributeError:", e)


class NoFlush:
    def write(self, s):
        pass


try:
    print("x", file=NoFlush(), flush=True)
except AttributeError as e:
    print("AttributeError:", e)


class Bad:
    def write(self, s):
        raise ValueError("disk full")


try:
    print("x", file=Bad())
except ValueError as e:
    print("ValueError:", e)
