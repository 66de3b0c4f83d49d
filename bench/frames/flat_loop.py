# flat_call.py's loop without the call.
t = 0
for i in range(600000):
    t += i
print(t)
