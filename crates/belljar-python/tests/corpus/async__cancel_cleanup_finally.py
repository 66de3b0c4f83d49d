import asyncio

events = []

async def worker(name):
    events.append(f"{name} start")
    try:
        await asyncio.Event().wait()
    except asyncio.CancelledError:
        events.append(f"{name} cancelled")
        await asyncio.sleep(0)
        events.append(f"{name} cleanup after await")
        raise
    finally:
        events.append(f"{name} finally")

async def stubborn():
    try:
        await asyncio.sleep(1)
    except asyncio.CancelledError:
        events.append("stubborn swallowed")
    return "kept going"

async def main():
    tasks = [asyncio.create_task(worker(n)) for n in ("w1", "w2")]
    await asyncio.sleep(0)
    for t in tasks:
        t.cancel()
    results = await asyncio.gather(*tasks, return_exceptions=True)
    print([type(r).__name__ for r in results])
    s = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    s.cancel()
    print(await s, s.cancelled())
    print(events)

asyncio.run(main())
