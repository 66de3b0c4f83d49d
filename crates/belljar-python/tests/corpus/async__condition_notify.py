import asyncio

async def consumer(cond, items, name, log):
    async with cond:
        await cond.wait_for(lambda: len(items) > 0)
        log.append(f"{name} took {items.pop(0)}")

async def main():
    cond = asyncio.Condition()
    items = []
    log = []
    tasks = [asyncio.create_task(consumer(cond, items, f"c{i}", log)) for i in range(3)]
    await asyncio.sleep(0.001)
    for i in range(3):
        async with cond:
            items.append(i)
            cond.notify()
        await asyncio.sleep(0.001)
    await asyncio.gather(*tasks)
    print(log)

asyncio.run(main())
