# A repeated parameter name is a SyntaxError before anything runs.
print("never printed")


def f(a, b, *, a=1):
    return a
