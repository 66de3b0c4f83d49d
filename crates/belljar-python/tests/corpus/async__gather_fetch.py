import asyncio

async def fetch(url, delay):
    await asyncio.sleep(delay)
    return {"url": url, "status": 200, "size": len(url) * 10}

async def main():
    urls = [f"https://example.com/page/{i}" for i in range(20)]
    results = await asyncio.gather(*(fetch(u, 0.01) for u in urls))
    print(len(results))
    for r in results[:3]:
        print(r["url"], r["status"], r["size"])
    print(sum(r["size"] for r in results))
    # Different delays: results still come back in argument order.
    results = await asyncio.gather(fetch("a", 0.02), fetch("bb", 0.0), fetch("ccc", 0.01))
    print([r["url"] for r in results])

asyncio.run(main())
