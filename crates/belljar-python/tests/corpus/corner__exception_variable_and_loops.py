errors = []
for val in ["1", "a", "2", "b"]:
    try:
        int(val)
    except ValueError as err:
        errors.append(err)
print(len(errors), [str(e).split(":")[-1].strip() for e in errors])
try:
    err
except NameError as e:
    print("NameError:", e)
def f():
    try:
        1 / 0
    except ZeroDivisionError as exc:
        captured = exc
    return captured
print(repr(f()), f().args)
