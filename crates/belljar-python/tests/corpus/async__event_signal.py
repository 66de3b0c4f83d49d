import asyncio

async def waiter(name, event, log):
    log.append(f"{name} waiting")
    await event.wait()
    log.append(f"{name} woke")
    return name

async def main():
    event = asyncio.Event()
    log = []
    tasks = [asyncio.create_task(waiter(n, event, log)) for n in "abc"]
    await asyncio.sleep(0.001)
    print(event.is_set())
    log.append("setting")
    event.set()
    print(await asyncio.gather(*tasks))
    print(log)
    print(event.is_set(), await event.wait())
    event.clear()
    print(event.is_set())

asyncio.run(main())
