class MyErr(Exception):
    pass
try:
    raise ValueError("bad")
except ValueError as e:
    raise MyErr("wrapped") from e
