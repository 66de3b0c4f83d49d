def level3():
    raise KeyError("deep")
def level2():
    try:
        level3()
    except IndexError:
        print("wrong handler")
def level1():
    try:
        level2()
    except LookupError as e:
        print("level1 caught", repr(e))
        return "recovered"
    finally:
        print("level1 finally")
print(level1())
try:
    try:
        raise ValueError("a")
    except ValueError:
        raise TypeError("b")
    finally:
        print("finally sees exception in flight")
except TypeError as e:
    print("final:", e, "ctx:", repr(e.__context__))
