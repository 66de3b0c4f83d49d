def make():
    count = 0
    def bad():
        try:
            count += 1
        except UnboundLocalError as e:
            return f"UnboundLocalError: {e}"
    def good():
        nonlocal count
        count += 1
        return count
    return bad, good
bad, good = make()
print(bad())
print(good(), good())
def outer():
    items = []
    def add(x):
        items.append(x)
        return len(items)
    return add, items
add, items = outer()
add("a"); add("b")
print(items)
