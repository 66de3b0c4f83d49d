code = "AB"
for i in range(3):
    print(i, code[i])
