class MissingSetting(KeyError):
    pass
settings = {"a": 1}
def get(k):
    try:
        return settings[k]
    except KeyError:
        raise MissingSetting(k) from None
print(get("a"))
print(get("timeout"))
