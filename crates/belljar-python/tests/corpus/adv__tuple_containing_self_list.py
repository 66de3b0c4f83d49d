# A tuple holding a list that holds the tuple.
lst = []
t = (1, lst)
lst.append(t)
print(t)
print(repr(lst))
print(t[1][0] is t, len(str(t)))
try:
    hash(t)
except TypeError as e:
    print("TypeError:", e)
