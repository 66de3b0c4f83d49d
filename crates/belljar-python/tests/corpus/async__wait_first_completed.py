import asyncio

async def job(name, gate):
    if gate is None:
        await asyncio.sleep(0.001)
    else:
        await gate.wait()
    return name

async def main():
    gate = asyncio.Event()
    tasks = [
        asyncio.create_task(job("fast", None)),
        asyncio.create_task(job("mid", gate)),
        asyncio.create_task(job("slow", gate)),
    ]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print("done:", sorted(t.result() for t in done))
    print("pending:", len(pending))
    gate.set()
    done, pending = await asyncio.wait(pending)
    print("rest:", sorted(t.result() for t in done), len(pending))
    t = asyncio.create_task(job("late", asyncio.Event()))
    done, pending = await asyncio.wait([t], timeout=0.01)
    print(len(done), len(pending))
    t.cancel()
    async def fails():
        await asyncio.sleep(0)
        raise ValueError("first failure")
    blocked = asyncio.create_task(job("blocked", asyncio.Event()))
    done, pending = await asyncio.wait([asyncio.create_task(fails()), blocked], return_when=asyncio.FIRST_EXCEPTION)
    print([type(t.exception()).__name__ for t in done], len(pending))
    blocked.cancel()
    try:
        await asyncio.wait([])
    except ValueError as e:
        print(e)

asyncio.run(main())
