s = "key=value"
print(s.index("="))
print(s.index(":"))
