# Hashing tuples holding unhashable or self-referential pieces.
lst = [1]
t = (1, lst)
try:
    hash(t)
except TypeError as e:
    print("TypeError:", e)
try:
    {t: 1}
except TypeError as e:
    print("TypeError:", e)
try:
    {(1, {2: 3})}
except TypeError as e:
    print("TypeError:", e)
lst.append(t)
print(lst)
print(hash((1, 2)) == hash((1, 2)), hash(()) == hash(()))
fs = frozenset([1, 2])
print(hash(fs) == hash(frozenset([2, 1])))
try:
    hash(frozenset([1]) | {frozenset([[1] and 2])} )
    print("ok frozenset in set")
except TypeError as e:
    print("TypeError:", e)
try:
    {[]}
except TypeError as e:
    print("TypeError:", e)
try:
    set([[1]])
except TypeError as e:
    print("TypeError:", e)
try:
    {}.fromkeys([{}])
except TypeError as e:
    print("TypeError:", e)
try:
    [1, 2].index([]) 
except ValueError as e:
    print("ValueError:", e)
print({1: "a"}.get([], "default") if False else "skip")
try:
    {1: "a"}.get([])
except TypeError as e:
    print("TypeError:", e)
try:
    [] in {1: 2}
except TypeError as e:
    print("TypeError:", e)
try:
    [] in {1, 2}
except TypeError as e:
    print("TypeError:", e)
