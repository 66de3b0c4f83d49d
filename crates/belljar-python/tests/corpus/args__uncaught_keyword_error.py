def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

items = [3, 1, 2]
items.sort(reverse=True)
print(items)
items.sort(reversed=True)
