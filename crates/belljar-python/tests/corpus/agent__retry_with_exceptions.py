# Retrying flaky operations with exception classification and backoff bookkeeping.
class TransientError(Exception):
    pass


class PermanentError(Exception):
    def __init__(self, code, msg):
        super().__init__(f"{code}: {msg}")
        self.code = code


def make_flaky(plan):
    calls = {"n": 0}

    def op(x):
        i = calls["n"]
        calls["n"] += 1
        outcome = plan[i] if i < len(plan) else "ok"
        if outcome == "transient":
            raise TransientError(f"attempt {i} timed out")
        if outcome == "permanent":
            raise PermanentError(403, "forbidden")
        if outcome == "bug":
            return x / 0
        return x * 2

    return op


def retry(op, arg, attempts=4, base_delay=0.5):
    delays = []
    last = None
    for attempt in range(1, attempts + 1):
        try:
            result = op(arg)
        except TransientError as e:
            last = e
            delay = base_delay * 2 ** (attempt - 1)
            delays.append(delay)
            continue
        except PermanentError as e:
            return {"status": "failed", "code": e.code, "error": str(e), "attempts": attempt}
        else:
            return {"status": "ok", "result": result, "attempts": attempt, "delays": delays}
        finally:
            pass
    return {"status": "gave up", "error": repr(last), "delays": delays}


plans = {
    "clean": [],
    "two blips": ["transient", "transient"],
    "forbidden": ["transient", "permanent"],
    "always down": ["transient"] * 10,
}
for name, plan in plans.items():
    print(f"{name:>12}: {retry(make_flaky(plan), 21)}")
try:
    retry(make_flaky(["bug"]), 1)
except ZeroDivisionError as e:
    print("bug surfaced:", type(e).__name__, e)
errors = []
for value in ["12", "x", "3.5", None, "7"]:
    try:
        errors.append(int(value))
    except (ValueError, TypeError) as e:
        errors.append(f"{type(e).__name__}: {e}")
print(errors)
