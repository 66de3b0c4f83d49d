class Abort(BaseException):
    pass
try:
    raise Abort("stop everything")
except Exception:
    print("not caught by Exception")
