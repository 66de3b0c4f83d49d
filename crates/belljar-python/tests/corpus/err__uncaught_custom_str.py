# The uncaught-exception line uses the exception's own __str__.
class AppError(Exception):
    def __init__(self, code, detail):
        super().__init__(code, detail)
        self.code = code
        self.detail = detail

    def __str__(self):
        return f"[{self.code}] {self.detail}"


try:
    raise AppError(3, "first")
except AppError as e:
    print(e, "|", repr(e), "|", e.args)


class Empty(Exception):
    def __str__(self):
        return ""


try:
    raise Empty("ignored")
except Empty as e:
    print(repr(str(e)), repr(e))

raise AppError(42, "disk full on /var")
