class O: pass
class F(O): pass
class E(O): pass
class D(O): pass
class C(D, F): pass
class B(D, E): pass
class A(B, C): pass
print(" ".join(k.__name__ for k in A.__mro__))
class X: pass
class Y: pass
class Z(X, Y): pass
class W(Y): pass
class V(Z, W): pass
print(" ".join(k.__name__ for k in V.__mro__))
print(isinstance(A(), D), issubclass(V, Y), issubclass(W, X))
