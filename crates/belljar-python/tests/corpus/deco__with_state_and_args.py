def retry(times):
    def deco(fn):
        def w(*a):
            last = None
            for attempt in range(1, times + 1):
                try:
                    return fn(*a), attempt
                except ValueError as e:
                    last = e
                    print(f"attempt {attempt} failed: {e}")
            return None, f"gave up: {last}"
        return w
    return deco
state = {"n": 0}
@retry(3)
def flaky(threshold):
    state["n"] += 1
    if state["n"] < threshold:
        raise ValueError(f"n={state['n']}")
    return "ok"
print(flaky(2))
state["n"] = 0
print(flaky(10))
