def load(cfg):
    try:
        return cfg["path"]
    except KeyError as e:
        raise RuntimeError("config is missing 'path'") from e
print("loading")
load({})
