import asyncio

async def fetch(name, delay):
    await asyncio.sleep(delay)
    return f"{name}:{delay}"

async def main():
    coros = [fetch("c", 0.12), fetch("a", 0.01), fetch("b", 0.06)]
    for fut in asyncio.as_completed(coros):
        result = await fut
        print("finished", result)
    n = 0
    for fut in asyncio.as_completed([fetch("x", 0.001), fetch("y", 0.002)]):
        n += len(await fut)
    print(n)

asyncio.run(main())
