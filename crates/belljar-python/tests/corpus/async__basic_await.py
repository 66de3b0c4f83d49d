import asyncio

async def add(a, b):
    return a + b

async def twice(x):
    first = await add(x, x)
    second = await add(first, first)
    return first, second

async def main():
    a, b = await twice(3)
    print("twice:", a, b)
    total = 0
    for i in range(5):
        total += await add(i, total)
    print("total:", total)
    return "done"

result = asyncio.run(main())
print("result:", result)
print(asyncio.run(add(2, 40)))
