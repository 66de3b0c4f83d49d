# Nested context managers exit in reverse order, each seeing the exception of the inner ones.
log = []


class CM:
    def __init__(self, name, suppress=False, fail_exit=False):
        self.name = name
        self.suppress = suppress
        self.fail_exit = fail_exit

    def __enter__(self):
        log.append("enter " + self.name)
        return self

    def __exit__(self, t, v, tb):
        log.append(f"exit {self.name} {t.__name__ if t else None}")
        if self.fail_exit:
            raise KeyError(self.name)
        return self.suppress


with CM("a"), CM("b", suppress=True), CM("c"):
    raise ValueError
print(log)
log.clear()
try:
    with CM("a"), CM("b", fail_exit=True):
        raise ValueError
except KeyError as e:
    print("KeyError", e, type(e.__context__).__name__)
print(log)
log.clear()
for i in range(3):
    with CM(str(i)):
        if i == 1:
            break
print(log)
