row = "alice,30,paris"
name, age = row.split(",")
print(name, age)
