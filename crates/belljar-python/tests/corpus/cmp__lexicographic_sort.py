words = ["banana", "Apple", "cherry", "apple", "Banana", "date", "", "a"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=len))
print(sorted(words, key=lambda w: (len(w), w)))
print(sorted([(2, "b"), (1, "z"), (2, "a"), (1, "a")]))
print(sorted([[3], [1, 2], [1], []]))
print(max(words), min(words), max(words, key=len))
