import math
data = [4, 9, 15, 16, 20, 25]
roots = [r for x in data if (r := math.isqrt(x)) ** 2 == x]
print(roots, r)
lines = ["name: ann", "", "age: 30", "skip", "city: oslo"]
parsed = {k: v for line in lines if (sep := line.find(":")) > 0 for k, v in [(line[:sep], line[sep + 2:])]}
print(parsed)
buf = list(range(10))
chunks = []
while (chunk := buf[:3]):
    chunks.append(chunk)
    buf = buf[3:]
print(chunks)
def f():
    if (n := 10) > 5:
        return n * 2
print(f())
print([last := v for v in "abc"], last)
