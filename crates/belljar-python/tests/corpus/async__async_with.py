import asyncio

class Connection:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
        self.open = False

    async def __aenter__(self):
        await asyncio.sleep(0)
        self.open = True
        print(f"open {self.name}")
        return self

    async def __aexit__(self, exc_type, exc, tb):
        await asyncio.sleep(0)
        self.open = False
        print(f"close {self.name}", exc_type.__name__ if exc_type else None)
        return self.suppress

    async def query(self, q):
        await asyncio.sleep(0)
        if q == "bad":
            raise ValueError("bad query")
        return q.upper()

async def run_query(q, suppress=False):
    async with Connection("db", suppress) as conn:
        return await conn.query(q)

async def main():
    print(await run_query("select"))
    try:
        await run_query("bad")
    except ValueError as e:
        print("error:", e)
    print(await run_query("bad", suppress=True))
    async with Connection("a") as a, Connection("b") as b:
        print(a.open, b.open)
    print(a.open, b.open)
    for i in range(3):
        async with Connection(f"loop{i}"):
            if i == 1:
                break
    try:
        async with 5:
            pass
    except TypeError as e:
        print(e)

asyncio.run(main())
