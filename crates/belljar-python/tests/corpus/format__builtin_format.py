print(format(3.14159, ".2f"), format(42, "05d"), format("hi", "^6"), format(255, "#06x"))
print(format(1e6, ",.0f"), format(0.000123, ".2e"), format(-7, "+"), format(7, " d"))
print(format(12, "b"), format(True, ""), format(None, ""), format([1], ""))
print("{:>10}|{:<10}|".format(1.5, True))
print("{0:{1}}".format("nested", 10) + "|")
print("{:^{}}".format("c", 9) + "|")
print("{:.{}f}".format(2.71828, 3))
try:
    format("s", "d")
except ValueError as e:
    print("ValueError:", e)
try:
    format(1, "z")
except ValueError as e:
    print("ValueError:", e)
