word = "hello"
chars = list(word)
chars[0] = "J"
print("".join(chars))
for i in range(len(word)):
    if word[i] == "l":
        word[i] = "L"
print(word)
