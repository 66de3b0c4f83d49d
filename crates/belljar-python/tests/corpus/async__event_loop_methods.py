import asyncio

async def main():
    loop = asyncio.get_running_loop()
    order = []
    loop.call_soon(order.append, "soon1")
    loop.call_later(0.05, order.append, "later2")
    loop.call_later(0.001, order.append, "later1")
    h = loop.call_soon(order.append, "cancelled")
    h.cancel()
    loop.call_soon(order.append, "soon2")
    await asyncio.sleep(0.1)
    print(order)
    t0 = loop.time()
    await asyncio.sleep(0.005)
    print(loop.time() - t0 >= 0.004)
    fut = loop.create_future()
    loop.call_later(0.001, fut.set_result, "from callback")
    print(await fut)
    fut2 = loop.create_future()
    fut2.set_exception(ValueError("failed future"))
    try:
        await fut2
    except ValueError as e:
        print(e)
    print(fut2.done(), type(fut2.exception()).__name__)
    f3 = loop.create_future()
    f3.add_done_callback(lambda f: order.append(f"cb {f.result()}"))
    f3.set_result(3)
    await asyncio.sleep(0)
    print(order[-1])
    try:
        f3.set_result(4)
    except asyncio.InvalidStateError:
        print("InvalidStateError")

asyncio.run(main())
