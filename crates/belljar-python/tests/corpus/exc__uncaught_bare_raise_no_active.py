print("before")
raise
