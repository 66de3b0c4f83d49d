a, b = 0, 1
fibs = []
while b < 200 and len(fibs) < 20:
    fibs.append(b)
    a, b = b, a + b
print(fibs)
stack = [("root", 0)]
visited = []
while stack and (node := stack.pop()):
    name, depth = node
    visited.append(f"{'-' * depth}{name}")
    if depth < 2:
        stack.extend((f"{name}.{k}", depth + 1) for k in "ba")
print(visited)
n, digits = 9875, 0
while n:
    n //= 10
    digits += 1
print(digits)
