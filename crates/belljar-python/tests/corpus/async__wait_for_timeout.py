import asyncio

async def slow(log):
    try:
        await asyncio.sleep(5)
        return "slow result"
    finally:
        log.append("slow cleaned up")

async def quick():
    await asyncio.sleep(0.001)
    return "quick result"

async def main():
    log = []
    try:
        await asyncio.wait_for(slow(log), timeout=0.01)
    except asyncio.TimeoutError as e:
        print("timed out:", type(e).__name__, repr(str(e)))
    print(log)
    print(await asyncio.wait_for(quick(), timeout=1))
    print(await asyncio.wait_for(quick(), None))
    print(asyncio.TimeoutError is TimeoutError)
    try:
        await asyncio.wait_for(slow(log), 0)
    except TimeoutError:
        print("zero timeout")
    print(log)

asyncio.run(main())
