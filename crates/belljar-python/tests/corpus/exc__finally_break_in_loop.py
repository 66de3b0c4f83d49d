def search(items, target):
    for it in items:
        try:
            if it == target:
                return f"found {it}"
        finally:
            if it == "stop":
                break
    return "not found"
print(search(["a", "b"], "b"))
print(search(["a", "stop", "b"], "stop"))
print(search(["a", "stop", "b"], "b"))
def loop_finally():
    out = []
    i = 0
    while i < 5:
        i += 1
        try:
            if i % 2:
                continue
            out.append(i)
        finally:
            out.append(-i)
    return out
print(loop_finally())
def nested():
    try:
        try:
            return 1
        finally:
            print("inner finally")
    finally:
        print("outer finally")
print(nested())
