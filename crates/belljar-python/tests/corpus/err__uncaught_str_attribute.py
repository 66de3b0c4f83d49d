name = "alice"
print(name.capitalize())
print(name.reverse())
