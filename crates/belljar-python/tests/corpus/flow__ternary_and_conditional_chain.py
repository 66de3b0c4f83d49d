def grade(s):
    return "A" if s >= 90 else "B" if s >= 80 else "C" if s >= 70 else "F"
print([grade(s) for s in (95, 85, 75, 10, 90, 80)])
x = None
print(x if x is not None else "fallback")
vals = [1, -2, 3, -4]
print([v if v > 0 else 0 for v in vals])
print((lambda a: "pos" if a > 0 else ("zero" if a == 0 else "neg"))(0))
print("yes" if [] else "no", "yes" if [0] else "no")
