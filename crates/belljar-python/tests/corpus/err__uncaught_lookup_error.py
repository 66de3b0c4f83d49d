def find(items, pred):
    for it in items:
        if pred(it):
            return it
    raise LookupError("no matching item")
print(find([1, 2, 3], lambda v: v > 1))
print(find([1, 2, 3], lambda v: v > 5))
