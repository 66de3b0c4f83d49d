items = []
try:
    first = items[0]
except IndexError:
    print("handling")
    raise ValueError("no items to process")
