width = "10"
print(f"{'x':>{width}}|")
print("%d items" % width)
