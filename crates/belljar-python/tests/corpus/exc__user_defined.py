class AppError(Exception):
    pass
class ValidationError(AppError):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field
class NotFound(AppError):
    def __str__(self):
        return f"not found: {self.args[0]!r}"
def check(rec):
    if "id" not in rec:
        raise NotFound("id")
    if rec["id"] < 0:
        raise ValidationError("id", "must be >= 0")
    return rec["id"]
for rec in [{"id": 3}, {}, {"id": -1}]:
    try:
        print("ok", check(rec))
    except ValidationError as e:
        print("validation", e.field, e, e.args)
    except AppError as e:
        print("app error", type(e).__name__, e, repr(e))
e = AppError("a", 1)
print(e.args, str(e), repr(e))
print(str(AppError()), repr(AppError()), repr(AppError("x")))
