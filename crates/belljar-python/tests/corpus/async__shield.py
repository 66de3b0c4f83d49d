import asyncio

async def important(log):
    await asyncio.sleep(0.01)
    log.append("important finished")
    return 42

async def main():
    log = []
    inner = asyncio.create_task(important(log))
    try:
        await asyncio.wait_for(asyncio.shield(inner), timeout=0.001)
    except asyncio.TimeoutError:
        log.append("outer timed out")
    print(await inner, inner.cancelled())
    print(log)

asyncio.run(main())
