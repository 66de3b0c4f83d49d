x = 10
x += 5; print(x)
x -= 3; print(x)
x *= 2; print(x)
x //= 5; print(x)
x **= 3; print(x)
x %= 7; print(x)
x <<= 4; print(x)
x >>= 2; print(x)
x |= 0b1010; print(x)
x &= 0b1100; print(x)
x ^= 0xFF; print(x)
y = 7
y /= 2; print(y)
s = "ab"
s *= 3; print(s)
lst = [1]
alias = lst
lst += [2, 3]
print(lst, alias, lst is alias)
t = (1,)
t2 = t
t += (2,)
print(t, t2, t is t2)
