threshold = "5"
for v in [1, 7]:
    if v > threshold:
        print(v)
