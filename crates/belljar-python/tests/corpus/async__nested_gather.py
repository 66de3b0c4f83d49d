import asyncio

async def leaf(i):
    await asyncio.sleep(0.001)
    return i

async def branch(base):
    return await asyncio.gather(*(leaf(base + j) for j in range(3)))

async def main():
    tree = await asyncio.gather(*(branch(10 * k) for k in range(3)))
    print(tree)
    flat = [x for row in tree for x in row]
    print(sum(flat), len(flat))
    empty = await asyncio.gather()
    print(empty)
    t = asyncio.create_task(leaf(99))
    both = await asyncio.gather(t, t, leaf(1))
    print(both)

asyncio.run(main())
