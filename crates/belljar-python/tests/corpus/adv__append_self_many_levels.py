# A list appended to itself several times, printed and compared.
a = [0]
a.append(a)
a.append([a, (a,)])
print(a)
print(a[1] is a, a[2][0] is a, len(a))
print(str({"k": a}))
try:
    a == [0, a, [a, (a,)]]
    print("compared")
except RecursionError:
    print("RecursionError")
