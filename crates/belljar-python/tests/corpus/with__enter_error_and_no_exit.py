class BadEnter:
    def __enter__(self):
        raise OSError("cannot open")
    def __exit__(self, *a):
        print("exit should not run")
        return True
try:
    with BadEnter():
        print("body should not run")
except OSError as e:
    print("OSError:", e)
class NoExit:
    def __enter__(self):
        return self
try:
    with NoExit():
        pass
except (AttributeError, TypeError) as e:
    print(type(e).__name__, "raised for missing __exit__")
class Gen:
    def __enter__(self):
        return iter([1, 2, 3])
    def __exit__(self, *a):
        return False
with Gen() as it:
    print(list(it))
