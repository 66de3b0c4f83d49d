import asyncio

async def bad():
    raise StopIteration("oops")

async def bad_agen():
    yield 1
    raise StopAsyncIteration

async def main():
    try:
        await bad()
    except RuntimeError as e:
        print(type(e).__name__, e, type(e.__cause__).__name__)
    got = []
    try:
        async for x in bad_agen():
            got.append(x)
    except RuntimeError as e:
        print(e, got)

asyncio.run(main())
