class Halt(Exception):
    pass
print("about to halt")
raise Halt
