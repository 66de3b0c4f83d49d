try:
    raise ValueError("x")
except ValueError as err:
    print("inside", err)
try:
    print(err)
except NameError as e:
    print("NameError:", e)
e = "keep?"
try:
    1 / 0
except ZeroDivisionError as e:
    pass
try:
    print(e)
except NameError as ne:
    print("e was deleted:", ne)
