# Many small prints: the path live output (an event sink) hooks into; timed without a sink.
total = 0
for i in range(20000):
    print(i, i * 2, sep=",")
    total += i
print("total", total)
