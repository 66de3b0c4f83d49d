# Many nested try/finally blocks unwinding an exception in order.
log = []


def nest(n):
    if n == 0:
        raise LookupError("bottom")
    try:
        nest(n - 1)
    finally:
        log.append(n)


try:
    nest(30)
except LookupError as e:
    print(e, log[:5], log[-3:], len(log))


def nest_return(n):
    try:
        if n:
            return nest_return(n - 1) + 1
        return 0
    finally:
        log.append(-n)


print(nest_return(20), log[-1])
