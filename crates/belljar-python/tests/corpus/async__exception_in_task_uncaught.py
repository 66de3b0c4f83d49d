import asyncio

async def load(i):
    await asyncio.sleep(0.001)
    if i == 3:
        raise KeyError(f"missing record {i}")
    return i

async def main():
    results = []
    for i in range(5):
        results.append(await load(i))
        print("loaded", i)
    return results

asyncio.run(main())
