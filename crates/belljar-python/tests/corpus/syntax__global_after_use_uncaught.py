# A name used before its global declaration in the same function is a SyntaxError.
counter = 0


def bump():
    print(counter)
    global counter
    counter += 1


bump()
