handlers = {"a": 1}
result = handlers["a"]()
print(result)
