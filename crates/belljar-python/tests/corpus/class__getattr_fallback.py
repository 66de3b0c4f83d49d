class Record:
    def __init__(self, **fields):
        self._fields = fields
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self._fields[name]
        except KeyError:
            raise AttributeError(f"Record has no field {name!r}") from None
r = Record(name="ann", age=30)
print(r.name, r.age)
try:
    r.email
except AttributeError as e:
    print("AttributeError:", e)
print(getattr(r, "email", "n/a"), hasattr(r, "age"), hasattr(r, "zip"))
r.extra = 1
print(r.extra, "extra" in r._fields)
