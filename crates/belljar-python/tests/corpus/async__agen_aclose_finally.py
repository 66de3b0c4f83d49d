import asyncio

log = []

async def resource(name):
    log.append(f"open {name}")
    try:
        for i in range(100):
            yield i
            await asyncio.sleep(0)
    finally:
        log.append(f"close {name}")

async def catcher():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            yield f"handled {e}"

async def main():
    g = resource("r1")
    print(await g.__anext__(), await g.__anext__())
    await g.aclose()
    print(log)
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print("exhausted after aclose")
    c = catcher()
    print(await c.asend(None))
    print(await c.athrow(ValueError("boom")))
    print(await c.asend(None))
    await c.aclose()
    g2 = resource("r2")
    async for x in g2:
        if x == 1:
            break
    await g2.aclose()
    print(log)

asyncio.run(main())
