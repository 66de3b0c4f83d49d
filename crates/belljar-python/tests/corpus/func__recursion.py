def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)
print(fact(20), fact(25))
print([fib(i) for i in range(15)])
m = []
hanoi(4, "A", "C", "B", m)
print(len(m), m[:5])
def flatten(x):
    if isinstance(x, list):
        return [z for y in x for z in flatten(y)]
    return [x]
print(flatten([1, [2, [3, [4, []]], 5], [[6]]]))
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(900))
