import asyncio
import json

TOOLS = {}

def tool(fn):
    TOOLS[fn.__name__] = fn
    return fn

@tool
async def search(query: str) -> list:
    await asyncio.sleep(0.002)
    return [f"{query} result {i}" for i in range(2)]

@tool
async def calculator(expression: str) -> float:
    await asyncio.sleep(0.001)
    a, op, b = expression.split()
    a, b = float(a), float(b)
    return {"+": a + b, "-": a - b, "*": a * b, "/": a / b}[op]

@tool
async def weather(city: str) -> dict:
    await asyncio.sleep(0.003)
    if city == "Atlantis":
        raise LookupError(f"unknown city {city!r}")
    return {"city": city, "temp_c": len(city) * 3}

async def run_call(call):
    fn = TOOLS[call["name"]]
    try:
        result = await asyncio.wait_for(fn(**call["args"]), timeout=0.5)
        return {"name": call["name"], "ok": True, "result": result}
    except Exception as e:
        return {"name": call["name"], "ok": False, "error": f"{type(e).__name__}: {e}"}

async def main():
    calls = [
        {"name": "search", "args": {"query": "rust async"}},
        {"name": "calculator", "args": {"expression": "6 * 7"}},
        {"name": "weather", "args": {"city": "Paris"}},
        {"name": "weather", "args": {"city": "Atlantis"}},
        {"name": "calculator", "args": {"expression": "1 / 0"}},
    ]
    results = await asyncio.gather(*(run_call(c) for c in calls))
    print(json.dumps(results, indent=2))
    print(sum(1 for r in results if r["ok"]), "of", len(results), "succeeded")

asyncio.run(main())
