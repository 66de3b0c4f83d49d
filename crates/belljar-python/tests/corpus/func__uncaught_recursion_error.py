def countdown(n):
    if n == -1:
        return "done"
    return countdown(n + 1)
print("starting")
print(countdown(0))
