import asyncio

async def compute(n):
    await asyncio.sleep(0.001)
    return sum(range(n))

async def main():
    tasks = [asyncio.create_task(compute(n)) for n in (10, 100, 1000)]
    print([t.done() for t in tasks])
    for t in tasks:
        value = await t
        print(value, t.done(), t.result(), t.cancelled(), t.exception())
    t = asyncio.create_task(compute(5), name="five")
    print(t.get_name())
    t.set_name("renamed")
    print(t.get_name())
    print(await t)
    pending = asyncio.create_task(compute(3))
    try:
        pending.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    await pending
    print(isinstance(pending, asyncio.Future), isinstance(pending, asyncio.Task))

asyncio.run(main())
