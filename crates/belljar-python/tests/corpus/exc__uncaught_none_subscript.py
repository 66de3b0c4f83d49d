def lookup(d, k):
    d.get(k)
result = lookup({"a": [1, 2]}, "a")
print("result:", result)
print(result[0])
