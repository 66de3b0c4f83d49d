import asyncio

async def simple():
    return 7

async def agen():
    yield 1

def plain():
    return 1

c = simple()
print(type(c).__name__, asyncio.iscoroutine(c), asyncio.iscoroutine(simple))
print(asyncio.iscoroutinefunction(simple), asyncio.iscoroutinefunction(plain))
print(repr(c).startswith("<coroutine object simple at 0x"))
print(c.__name__, c.__qualname__)
try:
    c.send(None)
except StopIteration as e:
    print("returned", e.value)
try:
    c.send(None)
except RuntimeError as e:
    print(e)

c2 = simple()
c2.close()
try:
    c2.send(None)
except RuntimeError as e:
    print(e)

co = simple()
try:
    iter(co)
except TypeError as e:
    print(e)
co.close()
co = simple()
try:
    next(co)
except TypeError as e:
    print(e)
co.close()
co = simple()
try:
    for x in co:
        pass
except TypeError as e:
    print(e)
co.close()

g = agen()
print(type(g).__name__, repr(g).startswith("<async_generator object agen at"))

class Waiter:
    def __await__(self):
        v = yield "waiting"
        return v * 2

async def uses_waiter():
    r = await Waiter()
    return r + 1

c3 = uses_waiter()
print(c3.send(None))
try:
    c3.send(20)
except StopIteration as e:
    print("final", e.value)

async def thrower():
    try:
        await Waiter()
    except ValueError as e:
        return f"caught {e}"

c4 = thrower()
c4.send(None)
try:
    c4.throw(ValueError("inside"))
except StopIteration as e:
    print(e.value)
