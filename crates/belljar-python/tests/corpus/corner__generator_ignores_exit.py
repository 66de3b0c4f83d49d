def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield "refusing to stop"
g = stubborn()
next(g)
try:
    g.close()
except RuntimeError as e:
    print("RuntimeError:", e)
def polite():
    try:
        yield 1
    finally:
        print("polite cleanup")
p = polite()
next(p)
p.close()
p.close()
print("closed twice fine")
def returns_in_finally():
    try:
        yield 1
    finally:
        return
r = returns_in_finally()
next(r)
r.close()
print("return in finally during close is fine")
