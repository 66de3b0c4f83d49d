# Calls and returns only: 635,621 calls of a recursive function.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(fib(27))
