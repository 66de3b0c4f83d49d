# Comparisons followed by conditional jumps, loads paired with loads and constants, and jump
# targets that land between such pairs.
def classify(a, b):
    out = []
    if a < b: out.append("lt")
    if a <= b: out.append("le")
    if a == b: out.append("eq")
    if a != b: out.append("ne")
    if a > b: out.append("gt")
    if a >= b: out.append("ge")
    if not a < b: out.append("not-lt")
    return out

nan = float("nan")
for a, b in [(1, 2), (2, 2), (3, 2), (1.5, 2), (2, 1.5), (nan, 1.0), (nan, nan), ("a", "b"),
             ("b", "b"), ("é", "e"), (10**20, 10**20 + 1), (True, 1), ([1, 2], [1, 3]),
             ((1, "x"), (1, "y"))]:
    print(repr(a), repr(b), classify(a, b))

class Weird:
    def __lt__(self, other):
        return [1] if other else []
w = Weird()
print("weird", "yes" if w < 1 else "no", "yes" if w < 0 else "no")

i = 0
total = 0
while i < 10 or total < 5:
    total += i if i % 2 else -i
    i += 1
print(i, total)

x = 0
for k in range(20):
    x = k
    y = x
    if x > y or x < 5:
        continue
    x += y
print(x)
