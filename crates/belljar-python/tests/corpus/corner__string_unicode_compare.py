words = ["zebra", "Zebra", "éclair", "eclair", "Ünter", "under", "日本", "apple", "Apple", "_x", "10", "9"]
print(sorted(words))
print(sorted(words, key=str.lower))
print([ord(w[0]) for w in sorted(words)][:5])
print("a" < "é", "z" < "é", "Z" < "a", "ß" > "s", "€" > "$")
print(max("hello world"), min("hello world"), sorted(set("mississippi")))
print("ǅ".lower(), "ǅ".upper(), "ﬀ".upper(), len("ﬀ".upper()))
print("Straße".casefold() == "strasse".casefold(), "Straße".lower() == "strasse")
