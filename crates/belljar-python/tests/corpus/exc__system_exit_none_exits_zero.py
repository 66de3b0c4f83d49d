print("done early")
raise SystemExit
print("unreachable")
