count = 5
for i in count:
    print(i)
