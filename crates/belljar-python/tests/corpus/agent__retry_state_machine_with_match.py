def process(events):
    state = "idle"
    attempts = 0
    log = []
    for ev in events:
        match (state, ev):
            case ("idle", "start"):
                state = "running"
            case ("running", "fail") if attempts < 2:
                attempts += 1
                state = "retrying"
            case ("running", "fail"):
                state = "failed"
            case ("retrying", "tick"):
                state = "running"
            case ("running", "done"):
                state = "finished"
            case (s, "reset"):
                state, attempts = "idle", 0
            case (s, e):
                log.append(f"ignored {e!r} in {s}")
        log.append(state)
    return log
print(process(["start", "fail", "tick", "fail", "tick", "done"]))
print(process(["start", "fail", "tick", "fail", "tick", "fail", "done", "reset", "start"]))
print(process(["done", "tick", "start"]))
