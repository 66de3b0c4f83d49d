import asyncio

class NoAwait:
    pass

class BadAwait:
    def __await__(self):
        return 42

class GoodAwait:
    def __await__(self):
        yield
        return "good"

async def await_it(x):
    return await x

async def main():
    for obj in (5, "s", None, NoAwait(), BadAwait(), [1]):
        try:
            await await_it(obj)
        except TypeError as e:
            print(type(obj).__name__, "->", e)
    print(await GoodAwait())
    def gen():
        yield 1
    try:
        await gen()
    except TypeError as e:
        print(e)

asyncio.run(main())
for bad in (1, None, main):
    try:
        asyncio.run(bad)
    except ValueError as e:
        print(e.__class__.__name__, str(e).split(" at ")[0])
