template = "{} scored {} points in {}"
print(template.format("ann", 10, "math"))
print(template.format("bob", 12))
