import asyncio

log = []

async def worker(name, steps):
    for i in range(steps):
        log.append(f"{name}{i}")
        await asyncio.sleep(0)
    return name

async def main():
    r = await asyncio.gather(worker("a", 3), worker("b", 2), worker("c", 4))
    print(r)
    print(" ".join(log))
    log.clear()
    t1 = asyncio.create_task(worker("x", 2))
    t2 = asyncio.create_task(worker("y", 2))
    log.append("main")
    await asyncio.sleep(0)
    log.append("main2")
    await t1
    await t2
    print(" ".join(log))
    print(await asyncio.sleep(0, result="value"), await asyncio.sleep(0.001, "later"))

asyncio.run(main())
