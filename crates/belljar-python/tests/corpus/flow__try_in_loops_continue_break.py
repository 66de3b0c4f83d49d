results = []
for raw in ["1", "x", "3", "stop", "5"]:
    try:
        if raw == "stop":
            break
        n = int(raw)
    except ValueError:
        results.append(f"skip {raw!r}")
        continue
    else:
        results.append(n * 10)
    finally:
        results.append(".")
print(results)
i = 0
while True:
    try:
        i += 1
        if i < 3:
            continue
        break
    finally:
        print("finally", i)
print("i", i)
