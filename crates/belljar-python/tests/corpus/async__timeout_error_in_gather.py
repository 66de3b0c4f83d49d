import asyncio

async def call_api(name, delay):
    await asyncio.sleep(delay)
    return f"{name} response"

async def guarded(name, delay, limit):
    try:
        return await asyncio.wait_for(call_api(name, delay), timeout=limit)
    except asyncio.TimeoutError:
        return f"{name} timed out"

async def main():
    results = await asyncio.gather(
        guarded("fast", 0.001, 1.0),
        guarded("slow", 1.0, 0.01),
        guarded("ok", 0.002, 1.0),
    )
    print(results)
    raw = await asyncio.gather(
        asyncio.wait_for(call_api("x", 1.0), 0.01),
        call_api("y", 0.001),
        return_exceptions=True,
    )
    print([type(r).__name__ for r in raw])

asyncio.run(main())
