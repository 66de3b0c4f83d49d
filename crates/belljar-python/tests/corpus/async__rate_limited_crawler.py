import asyncio

LINKS = {
    "/": ["/a", "/b"],
    "/a": ["/a/1", "/a/2", "/"],
    "/b": ["/b/1"],
    "/a/1": [],
    "/a/2": ["/b"],
    "/b/1": ["/"],
}

async def fetch(path):
    await asyncio.sleep(0.001)
    return LINKS.get(path, [])

async def crawl(start, max_concurrency=2):
    seen = {start}
    queue = asyncio.Queue()
    await queue.put(start)
    sem = asyncio.Semaphore(max_concurrency)
    order = []

    async def worker():
        while True:
            path = await queue.get()
            try:
                async with sem:
                    links = await fetch(path)
                order.append(path)
                for link in links:
                    if link not in seen:
                        seen.add(link)
                        queue.put_nowait(link)
            finally:
                queue.task_done()

    workers = [asyncio.create_task(worker()) for _ in range(3)]
    await queue.join()
    for w in workers:
        w.cancel()
    await asyncio.gather(*workers, return_exceptions=True)
    return order, seen

order, seen = asyncio.run(crawl("/"))
print(sorted(order))
print(len(seen), sorted(seen) == sorted(LINKS))
