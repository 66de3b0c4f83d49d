# A misspelt method on a builtin value: the suggestion comes from the same table as the call.
counts = {"x": 1}
print(sorted(counts.items()))
counts.itmes()
