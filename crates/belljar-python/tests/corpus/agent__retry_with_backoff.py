attempts = {"fetch": 0}
class TransientError(Exception):
    pass
def fetch(url):
    attempts["fetch"] += 1
    if attempts["fetch"] < 3:
        raise TransientError(f"503 from {url} (attempt {attempts['fetch']})")
    return {"url": url, "status": 200, "body": "ok"}
def with_retry(fn, *args, retries=5, base_delay=0.1):
    delays = []
    for attempt in range(retries):
        try:
            result = fn(*args)
            return result, delays
        except TransientError as e:
            delay = base_delay * 2 ** attempt
            delays.append(round(delay, 3))
            print(f"retrying after {delay:.2f}s: {e}")
    raise RuntimeError(f"failed after {retries} attempts")
print(with_retry(fetch, "http://example"))
attempts["fetch"] = -10
try:
    with_retry(fetch, "http://down", retries=2)
except RuntimeError as e:
    print("RuntimeError:", e)
