a = "ab" + "cd"
print(a, a * 3, 2 * "xy", "z" * 0, "z" * -3)
parts = []
for i in range(5):
    parts.append(str(i) * i)
print(parts, "".join(parts))
s = ""
for ch in "hello":
    s = ch + s
print(s)
print("abc" "def", ("multi"
      "line"))
print("-" * 20)
print("a" in "abc", "bc" in "abc", "" in "abc", "d" not in "abc")
