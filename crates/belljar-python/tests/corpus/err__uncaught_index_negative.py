history = ["start"]
history.pop()
print("history now", history)
print(history[-1])
