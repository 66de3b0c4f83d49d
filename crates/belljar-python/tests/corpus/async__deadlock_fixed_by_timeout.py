import asyncio

async def main():
    never = asyncio.Event()
    try:
        await asyncio.wait_for(never.wait(), timeout=0.01)
    except asyncio.TimeoutError:
        print("waited with a timeout")
    lock = asyncio.Lock()
    await lock.acquire()
    try:
        async with asyncio.timeout(0.01):
            await lock.acquire()
    except TimeoutError:
        print("second acquire timed out", lock.locked())
    lock.release()

asyncio.run(main())
