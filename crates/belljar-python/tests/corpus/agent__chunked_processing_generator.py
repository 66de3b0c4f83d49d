def read_records(n):
    for i in range(n):
        yield {"id": i, "value": (i * 37) % 101, "tag": "abc"[i % 3]}
def chunked(it, size):
    chunk = []
    for rec in it:
        chunk.append(rec)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk
def summarize(chunk):
    return {"n": len(chunk), "sum": sum(r["value"] for r in chunk), "tags": "".join(sorted({r["tag"] for r in chunk}))}
totals = {"n": 0, "sum": 0}
for i, ch in enumerate(chunked(read_records(53), 10)):
    s = summarize(ch)
    totals["n"] += s["n"]
    totals["sum"] += s["sum"]
    print(f"chunk {i}: {s}")
print(totals, totals["sum"] / totals["n"])
