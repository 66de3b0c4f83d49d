def find_divisor(n):
    for d in range(2, n):
        if n % d == 0:
            print(n, "has divisor", d)
            break
    else:
        print(n, "is prime")
for n in [7, 12, 13, 25, 2]:
    find_divisor(n)
for i in []:
    print("never")
else:
    print("else on empty loop")
for i in range(3):
    continue
else:
    print("else after continue, i =", i)
