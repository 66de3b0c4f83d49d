import asyncio

async def main():
    pq = asyncio.PriorityQueue()
    for item in [(3, "low"), (1, "urgent"), (2, "normal"), (1, "also urgent")]:
        await pq.put(item)
    out = []
    while not pq.empty():
        out.append(await pq.get())
    print(out)
    lq = asyncio.LifoQueue()
    for i in range(4):
        lq.put_nowait(i)
    print([lq.get_nowait() for _ in range(4)])
    q = asyncio.Queue()
    getter = asyncio.create_task(q.get())
    await asyncio.sleep(0)
    print(getter.done())
    await q.put("wake")
    print(await getter)

asyncio.run(main())
