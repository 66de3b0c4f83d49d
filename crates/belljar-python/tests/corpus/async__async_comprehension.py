import asyncio

async def double(x):
    await asyncio.sleep(0)
    return x * 2

async def numbers(n):
    for i in range(n):
        yield i

async def main():
    print([await double(x) for x in range(5)])
    print({x: await double(x) for x in range(3)})
    print({await double(x) for x in [1, 1, 2]})
    print([x async for x in numbers(6) if x % 2 == 0])
    print({x: x * x async for x in numbers(4)})
    print([await double(x) async for x in numbers(3)])
    gen = (x * 10 async for x in numbers(3))
    print(type(gen).__name__)
    print([y async for y in gen])
    nested = [[x async for x in numbers(i)] for i in range(1)]
    print(nested)

asyncio.run(main())
