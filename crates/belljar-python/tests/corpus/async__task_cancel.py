import asyncio

async def long_job(log):
    try:
        log.append("start")
        await asyncio.sleep(10)
        log.append("never")
    except asyncio.CancelledError:
        log.append("got cancel")
        raise
    finally:
        log.append("cleanup")

async def main():
    log = []
    t = asyncio.create_task(long_job(log))
    await asyncio.sleep(0)
    print("cancel() ->", t.cancel())
    try:
        await t
    except asyncio.CancelledError:
        print("awaiting raised CancelledError")
    print(t.cancelled(), t.done())
    print(log)
    print("cancel again ->", t.cancel())
    try:
        t.result()
    except asyncio.CancelledError:
        print("result() raises CancelledError")
    # cancelling before the task ever ran
    t2 = asyncio.create_task(long_job(log))
    t2.cancel("stop now")
    try:
        await t2
    except asyncio.CancelledError as e:
        print("message:", e.args)
    print(issubclass(asyncio.CancelledError, BaseException), issubclass(asyncio.CancelledError, Exception))

asyncio.run(main())
