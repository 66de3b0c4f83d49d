import asyncio

async def important(log, go):
    await go.wait()
    log.append("important finished")
    return 42

async def main():
    log = []
    go = asyncio.Event()
    inner = asyncio.create_task(important(log, go))
    try:
        await asyncio.wait_for(asyncio.shield(inner), timeout=0.001)
    except asyncio.TimeoutError:
        log.append("outer timed out")
    print(inner.done(), inner.cancelled())
    go.set()
    print(await inner, inner.cancelled())
    print(log)
    done = asyncio.create_task(asyncio.sleep(0, "already"))
    await done
    print(await asyncio.shield(done))

asyncio.run(main())
