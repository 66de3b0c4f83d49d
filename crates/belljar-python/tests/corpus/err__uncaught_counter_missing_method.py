# Attribute errors on collections objects.
from collections import Counter, deque

c = Counter("hello")
print(c.most_common(1), c["z"])
d = deque([1, 2])
try:
    d.popleft(); d.popleft(); d.popleft()
except IndexError as e:
    print("IndexError:", e)
c.most_commons()
