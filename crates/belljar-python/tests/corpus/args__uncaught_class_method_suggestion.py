# A misspelt method looked up on a builtin class: the suggestion comes from its method table.
names = dict.fromkeys(["a", "b"], 0)
print(names, list.append.__name__)
print(int.from_bytes(b"\x00\x05", "big"))
list.appendd
