colors = ["red", "green"]
print(colors.index("green"))
print(colors.index("blue"))
