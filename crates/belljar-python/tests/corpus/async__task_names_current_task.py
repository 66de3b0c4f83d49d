import asyncio

async def who_am_i():
    await asyncio.sleep(0)
    return asyncio.current_task().get_name()

async def main():
    me = asyncio.current_task()
    print(me.get_name().startswith("Task-"))
    names = await asyncio.gather(
        asyncio.create_task(who_am_i(), name="first"),
        asyncio.create_task(who_am_i(), name="second"),
    )
    print(names)
    print(len(asyncio.all_tasks()))
    t = asyncio.create_task(asyncio.sleep(0.01), name="sleeper")
    print(sorted(x.get_name() for x in asyncio.all_tasks() if x is not me))
    await t
    print(asyncio.get_running_loop() is asyncio.get_event_loop())

asyncio.run(main())
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print(e)
