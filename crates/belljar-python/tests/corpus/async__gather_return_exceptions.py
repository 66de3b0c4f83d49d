import asyncio

class FetchError(Exception):
    pass

async def fetch(i):
    await asyncio.sleep(0.001 * (i % 3))
    if i % 4 == 0:
        raise FetchError(f"item {i} failed")
    if i == 7:
        raise KeyError(i)
    return i * i

async def main():
    results = await asyncio.gather(*(fetch(i) for i in range(10)), return_exceptions=True)
    for i, r in enumerate(results):
        if isinstance(r, Exception):
            print(i, "error", type(r).__name__, r)
        else:
            print(i, "ok", r)
    ok = [r for r in results if not isinstance(r, BaseException)]
    print("ok count:", len(ok), "sum:", sum(ok))

asyncio.run(main())
