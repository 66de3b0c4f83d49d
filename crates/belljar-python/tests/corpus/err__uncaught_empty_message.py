# An uncaught exception with an empty message prints only its type name.
class QuietError(Exception):
    pass


def work():
    for i in range(3):
        print("step", i)
    raise QuietError()


work()
