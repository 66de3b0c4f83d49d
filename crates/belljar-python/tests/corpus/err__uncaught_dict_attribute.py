settings = {"mode": "fast"}
print(settings["mode"])
print(settings.mode)
