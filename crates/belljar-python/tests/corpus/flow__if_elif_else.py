def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n % 2 == 0:
        if n > 100:
            return "big even"
        return "even"
    else:
        return "odd"
for v in [-5, 0, 4, 7, 200, 201]:
    print(v, classify(v))
x = 0
if x:
    print("never")
elif not x:
    print("not x")
if []:
    pass
else:
    print("empty list is falsy")
