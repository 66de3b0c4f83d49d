# close() on a generator whose finally yields again is RuntimeError; one that returns is fine.
def yields_again():
    try:
        yield 1
    finally:
        yield 2


g = yields_again()
next(g)
try:
    g.close()
except RuntimeError as e:
    print("RuntimeError", e)


def returns_value():
    try:
        yield 1
    except GeneratorExit:
        return "bye"


g = returns_value()
next(g)
print(g.close())


def raises_other():
    try:
        yield 1
    except GeneratorExit:
        raise KeyError("other")


g = raises_other()
next(g)
try:
    g.close()
except KeyError as e:
    print("KeyError", e)
