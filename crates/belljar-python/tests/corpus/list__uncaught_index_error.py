scores = [88, 92, 79]
for i in range(4):
    print(f"student {i}: {scores[i]}")
