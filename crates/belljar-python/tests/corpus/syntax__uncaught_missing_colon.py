print("never printed")
for i in range(3)
    print(i)
