class Widget:
    size = 3
print(Widget.size)
print(Widget.color)
