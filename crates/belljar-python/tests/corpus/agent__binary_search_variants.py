def bisect_left(a, x):
    lo, hi = 0, len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo
def bisect_right(a, x):
    lo, hi = 0, len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if x < a[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo
a = [1, 2, 2, 2, 5, 8, 13]
for x in [0, 1, 2, 3, 13, 20]:
    print(x, bisect_left(a, x), bisect_right(a, x), bisect_right(a, x) - bisect_left(a, x))
def insort(a, x):
    a.insert(bisect_right(a, x), x)
b = []
for v in [5, 1, 4, 1, 5, 9, 2, 6]:
    insort(b, v)
print(b)
def sqrt_int(n):
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo
print([sqrt_int(n) for n in [0, 1, 15, 16, 17, 10 ** 20, 2 ** 101]])
