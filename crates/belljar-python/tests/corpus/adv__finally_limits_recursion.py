# RecursionError raised inside finally blocks and recovered from.
import sys


def dive(n):
    try:
        return dive(n + 1)
    finally:
        pass


try:
    dive(0)
except RecursionError as e:
    print("caught", type(e).__name__)

log = []


def dive_cleanup(n):
    try:
        if n > 50:
            raise ValueError("bottom")
        dive_cleanup(n + 1)
    finally:
        log.append(n)


try:
    dive_cleanup(0)
except ValueError as e:
    print(e, len(log), log[:3], log[-3:])


def recurse_in_finally(n):
    try:
        pass
    finally:
        recurse_in_finally(n + 1)


try:
    recurse_in_finally(0)
except RecursionError:
    print("recursion in finally caught")


def finally_raises_during_recursion(n):
    try:
        return finally_raises_during_recursion(n + 1)
    finally:
        if n == 10:
            raise KeyError("replaced")


try:
    finally_raises_during_recursion(0)
except KeyError as e:
    print("KeyError", e, type(e.__context__).__name__)
print(sys.getrecursionlimit())
print("done")
