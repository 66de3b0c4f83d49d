import asyncio

log = []

async def worker(name, delay, fail=False):
    try:
        await asyncio.sleep(delay)
        if fail:
            raise RuntimeError(f"{name} broke")
        log.append(f"{name} done")
        return name
    except asyncio.CancelledError:
        log.append(f"{name} cancelled")
        raise

async def main():
    try:
        await asyncio.gather(worker("a", 0.001), worker("b", 0.005, fail=True), worker("c", 0.02))
    except RuntimeError as e:
        print("gather raised:", e)
    # the other tasks keep running after gather raised
    await asyncio.sleep(0.03)
    print(log)

asyncio.run(main())
