class Color:
    RED = "red"
    GREEN = "green"
class Status:
    OK = 0
    ERR = 1
def paint(c):
    match c:
        case Color.RED:
            return "stop"
        case Color.GREEN:
            return "go"
        case _:
            return "?"
print(paint("red"), paint("green"), paint("blue"))
def status(s):
    match s:
        case Status.OK:
            return "fine"
        case Status.ERR:
            return "broken"
    return "unknown"
print(status(0), status(1), status(False), status(7))
