def resource():
    print("open")
    try:
        yield 1
        yield 2
        yield 3
    finally:
        print("cleanup")
r = resource()
print(next(r))
r.close()
print("closed")
try:
    next(r)
except StopIteration:
    print("closed generator raises StopIteration")
def catch_exit():
    try:
        yield "x"
    except GeneratorExit:
        print("got GeneratorExit")
        raise
c = catch_exit()
next(c)
c.close()
for v in resource():
    if v == 2:
        break
print("after loop")
fresh = resource()
fresh.close()
print("never started generator closed silently")
