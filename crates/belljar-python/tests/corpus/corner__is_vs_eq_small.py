a = 256
b = 256
print(a == b)
x = [1, 2, 3]
y = x[:]
print(x == y, x is y)
t1 = (1, 2)
print(t1 == (1, 2), t1 is t1)
e1, e2 = [], []
print(e1 == e2, e1 is e2)
n = None
print(n is None, n == None)
print(type(1) is int, type(True) is not int)
class C: pass
c = C()
print(c is c, c == c, C() == C(), C() is C())
