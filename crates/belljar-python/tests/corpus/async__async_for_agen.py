import asyncio

async def ticker(n, delay=0.0):
    for i in range(n):
        await asyncio.sleep(delay)
        yield i

async def squares(source):
    async for x in source:
        if x % 2:
            continue
        yield x * x

async def pages():
    page = 0
    while True:
        page += 1
        if page > 3:
            return
        yield [f"item{page}-{j}" for j in range(2)]

async def main():
    async for i in ticker(3):
        print("tick", i)
    print([x async for x in squares(ticker(8))])
    items = []
    async for batch in pages():
        items.extend(batch)
    print(items)
    agen = ticker(2)
    print(type(agen).__name__)
    print(await agen.__anext__(), await agen.__anext__())
    try:
        await agen.__anext__()
    except StopAsyncIteration:
        print("StopAsyncIteration")
    async for x in ticker(10):
        if x == 2:
            break
    else:
        print("no break")
    print("broke at", x)

asyncio.run(main())
