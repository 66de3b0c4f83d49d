# global / nonlocal declarations interacting with comprehensions, del and nested functions.
counter = 0


def bump():
    global counter
    counter += 1
    return [counter for _ in range(2)]


print(bump(), counter)


def outer():
    x = 0

    def inc():
        nonlocal x
        x += 1
        return x

    inc()
    inc()

    def clear():
        nonlocal x
        del x

    clear()
    try:
        return x
    except NameError as e:
        return "NameError " + str(e)


print(outer())


def g():
    global undefined_global
    try:
        return undefined_global
    except NameError as e:
        return "NameError " + str(e)


print(g())


def h():
    global late
    late = "set from h"


h()
print(late)
