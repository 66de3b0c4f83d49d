print("about to fail")
raise ValueError("")
