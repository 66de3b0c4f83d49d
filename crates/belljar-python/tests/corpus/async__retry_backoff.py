import asyncio

class TransientError(Exception):
    pass

attempts = {}

async def flaky_call(key, fail_times):
    attempts[key] = attempts.get(key, 0) + 1
    await asyncio.sleep(0.001)
    if attempts[key] <= fail_times:
        raise TransientError(f"{key} attempt {attempts[key]} failed")
    return f"{key} ok after {attempts[key]}"

async def with_retry(key, fail_times, retries=3, base_delay=0.001):
    for attempt in range(retries + 1):
        try:
            return await flaky_call(key, fail_times)
        except TransientError as e:
            print("retrying:", e)
            if attempt == retries:
                raise
            await asyncio.sleep(base_delay * (2 ** attempt))

async def main():
    results = await asyncio.gather(
        with_retry("alpha", 0),
        with_retry("beta", 2),
        with_retry("gamma", 5),
        return_exceptions=True,
    )
    for r in results:
        print(type(r).__name__, r)
    print(attempts)

asyncio.run(main())
