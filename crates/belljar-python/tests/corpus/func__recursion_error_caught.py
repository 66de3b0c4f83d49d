def runaway(n):
    return runaway(n + 1)
try:
    runaway(0)
except RecursionError as e:
    print("RecursionError:", e)
def a(n):
    return b(n + 1)
def b(n):
    return a(n + 1)
try:
    a(0)
except RecursionError:
    print("mutual recursion caught")
print("still alive")
