class Suspend:
    def __await__(self):
        value = yield "suspended"
        return value


async def worker(name):
    try:
        await Suspend()
        print("not reached", name)
    finally:
        print("finally", name)


async def outer():
    try:
        await worker("inner")
    except GeneratorExit:
        print("outer saw GeneratorExit")
        raise


c = worker("deleted")
print(c.send(None))
del c
print("after del")

c = outer()
print(c.send(None))
c = None
print("after rebind")


def drive():
    co = worker("local")
    co.send(None)
    return "returned"


print(drive())
c = worker("closed")
c.send(None)
c.close()
print("closed")
