def f1():
    try:
        return "try"
    finally:
        print("f1 finally")
def f2():
    try:
        return "try"
    finally:
        return "finally wins"
def f3():
    for i in range(5):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            print("body", i)
        finally:
            print("finally", i)
    return i
def f4():
    try:
        raise ValueError("lost")
    finally:
        return "swallowed"
def f5():
    x = 1
    try:
        return x
    finally:
        x = 2
print(f1()); print(f2()); print(f3()); print(f4()); print(f5())
