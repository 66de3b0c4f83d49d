import asyncio

counter = 0

async def unsafe_increment():
    global counter
    value = counter
    await asyncio.sleep(0)
    counter = value + 1

async def safe_increment(lock):
    global counter
    async with lock:
        value = counter
        await asyncio.sleep(0)
        counter = value + 1

async def main():
    global counter
    await asyncio.gather(*(unsafe_increment() for _ in range(50)))
    print("without lock:", counter)
    counter = 0
    lock = asyncio.Lock()
    await asyncio.gather(*(safe_increment(lock) for _ in range(50)))
    print("with lock:", counter)
    print(lock.locked())
    await lock.acquire()
    print(lock.locked())
    lock.release()
    try:
        lock.release()
    except RuntimeError as e:
        print(e)

asyncio.run(main())
