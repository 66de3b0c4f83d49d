def sub():
    try:
        x = yield "sub1"
        print("sub received", x)
        yield "sub2"
    except ValueError as e:
        print("sub caught", e)
        yield "sub-recovered"
    return "sub-result"
def main():
    r = yield from sub()
    print("main got", r)
    yield "main-end"
m = main()
print(next(m))
print(m.send("hello"))
print(m.throw(ValueError("injected")))
print(next(m))
print(next(m, "exhausted"))
def deleg_close():
    try:
        yield from sub()
    finally:
        print("delegator finally")
d = deleg_close()
next(d)
d.close()
print("closed")
