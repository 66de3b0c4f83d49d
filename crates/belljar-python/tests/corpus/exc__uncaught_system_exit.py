print("exiting with code 3")
raise SystemExit(3)
