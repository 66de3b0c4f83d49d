s = "Hello"
print(s.upper(), s)
t = s.replace("l", "L")
print(s, t, s == "Hello")
parts = s.split("l")
parts.append("X")
print(parts, s)
words = ["b", "a"]
joined = "".join(words)
words.sort()
print(joined, words)
u = s
u += " World"
print(s, u)
print(s.strip() is s or True, s[:] == s, s * 1 == s)
