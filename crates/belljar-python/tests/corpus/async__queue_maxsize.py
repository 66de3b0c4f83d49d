import asyncio

async def main():
    q = asyncio.Queue(maxsize=2)
    log = []

    async def put_all():
        for i in range(5):
            await q.put(i)
            log.append(f"put {i}")

    async def get_all():
        for _ in range(5):
            await asyncio.sleep(0)
            item = await q.get()
            log.append(f"got {item}")

    await asyncio.gather(put_all(), get_all())
    print(log)
    print(q.maxsize, q.full(), q.empty())
    q.put_nowait("a")
    q.put_nowait("b")
    print(q.full())
    try:
        q.put_nowait("c")
    except asyncio.QueueFull:
        print("QueueFull")
    print(q.get_nowait(), q.get_nowait())
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    try:
        q.task_done()
        q.task_done()
        q.task_done()
    except ValueError as e:
        print(e)

asyncio.run(main())
