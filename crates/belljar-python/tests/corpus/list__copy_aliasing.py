a = [[0] * 3] * 3
a[0][0] = 1
print(a)
b = [[0] * 3 for _ in range(3)]
b[0][0] = 1
print(b)
orig = [1, [2, 3]]
shallow = orig[:]
shallow[0] = 99
shallow[1].append(4)
print(orig, shallow)
c = list(orig)
print(c == orig, c is orig, c[1] is orig[1])
def add(item, bucket=[]):
    bucket.append(item)
    return bucket
print(add(1), add(2), add(3, []))
