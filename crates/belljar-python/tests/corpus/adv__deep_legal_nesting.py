# Deep but legal nesting: data structures, comprehensions, calls and closures.
nested = []
cur = nested
for _ in range(200):
    nxt = []
    cur.append(nxt)
    cur = nxt
depth = 0
cur = nested
while cur:
    cur = cur[0]
    depth += 1
print(depth)
print(len(str(nested)))
x = ((((((((((1,),),),),),),),),),)
print(x)
print([[[[[[i for i in range(2)] for _ in range(2)] for _ in range(1)] for _ in range(1)] for _ in range(1)] for _ in range(1)])


def make(n):
    if n == 0:
        return lambda: 0
    inner = make(n - 1)
    return lambda: inner() + 1


print(make(300)())
d = {}
c = d
for i in range(100):
    c["k"] = {}
    c = c["k"]
print(str(d).count("{"))
print(eval_depth := sum(1 for _ in range(50)))
