def check(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

data = (3, 1, 2)
print(sorted(data))
print(data.count(3))
data.count()
