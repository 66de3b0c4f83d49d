import asyncio

async def depth(n):
    if n == 0:
        await asyncio.sleep(0)
        return 0
    return 1 + await depth(n - 1)

async def main():
    print(await depth(100))
    print(await depth(300))

asyncio.run(main())

async def forever(n):
    return await forever(n + 1)

try:
    asyncio.run(forever(0))
except RecursionError as e:
    print("RecursionError")
