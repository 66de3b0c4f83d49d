import asyncio

async def f():
    return 1

print("never printed")
result = await f()
