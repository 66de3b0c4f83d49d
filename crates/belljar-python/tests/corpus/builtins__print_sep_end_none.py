print("a", "b", sep=None)
print("c", end=None)
print("d", "e", sep="", end="")
print()
print(1, 2, 3, sep="\n")
print("x" * 3, *["y"] * 2, sep=":", end="|\n")
try:
    print("a", sep=5)
except TypeError as e:
    print("TypeError:", e)
try:
    print("a", end=[])
except TypeError as e:
    print("TypeError:", e)
