import asyncio

async def job(name, delay):
    await asyncio.sleep(delay)
    return name

async def main():
    tasks = [asyncio.create_task(job(n, d)) for n, d in [("fast", 0.001), ("mid", 0.02), ("slow", 0.04)]]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print("done:", sorted(t.result() for t in done))
    print("pending:", len(pending))
    done, pending = await asyncio.wait(pending)
    print("rest:", sorted(t.result() for t in done), len(pending))
    t = asyncio.create_task(job("late", 1))
    done, pending = await asyncio.wait([t], timeout=0.01)
    print(len(done), len(pending))
    t.cancel()
    try:
        await asyncio.wait([])
    except ValueError as e:
        print(e)

asyncio.run(main())
