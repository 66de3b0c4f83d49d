import asyncio

async def main():
    async with asyncio.timeout(1) as cm:
        await asyncio.sleep(0.001)
    print("expired:", cm.expired())
    try:
        async with asyncio.timeout(0.01) as cm:
            await asyncio.sleep(1)
            print("not reached")
    except TimeoutError:
        print("TimeoutError; expired:", cm.expired())
    async with asyncio.timeout(None) as cm:
        await asyncio.sleep(0)
    print(cm.when())
    results = []
    for delay, limit in ((0.001, 1.0), (1.0, 0.01)):
        try:
            async with asyncio.timeout(limit):
                await asyncio.sleep(delay)
                results.append(("ok", delay))
        except TimeoutError:
            results.append(("timeout", delay))
    print(results)

asyncio.run(main())
