# Unbounded recursion ends in RecursionError with CPython's message.
def down(n):
    return down(n + 1) + 1


try:
    down(0)
except RecursionError as e:
    print("caught:", e)
print("recovered")
down(0)
