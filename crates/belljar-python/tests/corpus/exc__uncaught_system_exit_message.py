print("validating")
errors = ["missing name"]
if errors:
    raise SystemExit(f"invalid config: {errors[0]}")
print("unreachable")
