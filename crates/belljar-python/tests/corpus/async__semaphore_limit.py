import asyncio

active = 0
peak = 0

async def limited(sem, i):
    global active, peak
    async with sem:
        active += 1
        peak = max(peak, active)
        await asyncio.sleep(0.001)
        active -= 1
    return i

async def main():
    sem = asyncio.Semaphore(3)
    results = await asyncio.gather(*(limited(sem, i) for i in range(10)))
    print(results)
    print("peak concurrency:", peak)
    print(sem.locked())
    b = asyncio.BoundedSemaphore(1)
    await b.acquire()
    b.release()
    try:
        b.release()
    except ValueError as e:
        print(e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print(e)

asyncio.run(main())
