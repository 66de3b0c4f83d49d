import asyncio

async def producer(queue, n):
    for i in range(n):
        await queue.put(i)
        await asyncio.sleep(0)
    print("producer done")

async def consumer(name, queue, results):
    while True:
        item = await queue.get()
        results.append((name, item * item))
        queue.task_done()

async def main():
    queue = asyncio.Queue()
    results = []
    consumers = [asyncio.create_task(consumer(f"c{i}", queue, results)) for i in range(3)]
    await producer(queue, 12)
    await queue.join()
    print("queue empty:", queue.empty(), "size:", queue.qsize())
    for c in consumers:
        c.cancel()
    await asyncio.gather(*consumers, return_exceptions=True)
    print(sorted(v for _, v in results))
    print(len(results), sorted(set(n for n, _ in results)))

asyncio.run(main())
