try:
    s = {[1, 2]}
except TypeError as e:
    print("TypeError:", e)
try:
    {1, 2}.add({3})
except TypeError as e:
    print("TypeError:", e)
try:
    hash([1])
except TypeError as e:
    print("TypeError:", e)
print(hash((1, 2)) == hash((1, 2)), hash(frozenset()) == hash(frozenset()))
try:
    hash((1, [2]))
except TypeError as e:
    print("TypeError:", e)
