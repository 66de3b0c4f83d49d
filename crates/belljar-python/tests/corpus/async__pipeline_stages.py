import asyncio

async def source(out_q, items):
    for item in items:
        await out_q.put(item)
    await out_q.put(None)

async def transform(in_q, out_q, fn):
    while True:
        item = await in_q.get()
        if item is None:
            await out_q.put(None)
            return
        await asyncio.sleep(0)
        await out_q.put(fn(item))

async def sink(in_q):
    collected = []
    while (item := await in_q.get()) is not None:
        collected.append(item)
    return collected

async def main():
    q1, q2, q3 = asyncio.Queue(), asyncio.Queue(maxsize=2), asyncio.Queue()
    words = ["alpha", "beta", "gamma", "delta", "epsilon"]
    _, _, _, result = await asyncio.gather(
        source(q1, words),
        transform(q1, q2, str.upper),
        transform(q2, q3, lambda s: f"{s}:{len(s)}"),
        sink(q3),
    )
    print(result)

asyncio.run(main())
