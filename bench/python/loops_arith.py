# Integer and float arithmetic in tight loops.
def collatz_steps(limit):
    total = 0
    for n in range(1, limit):
        steps = 0
        while n != 1:
            if n % 2 == 0:
                n //= 2
            else:
                n = 3 * n + 1
            steps += 1
        total += steps
    return total

def float_series(n):
    acc = 0.0
    sign = 1.0
    for k in range(n):
        acc += sign / (2 * k + 1)
        sign = -sign
    return acc

steps = collatz_steps(30000)
pi = 4 * float_series(600000)
print("collatz", steps)
print("pi", f"{pi:.10f}")
