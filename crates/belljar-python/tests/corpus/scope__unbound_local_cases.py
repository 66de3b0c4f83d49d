def case1():
    try:
        print(v)
    except UnboundLocalError as e:
        print("case1:", e)
    v = 1
def case2(flag):
    if flag:
        w = "set"
    try:
        return w
    except UnboundLocalError as e:
        return f"case2: {e}"
def case3():
    z = 1
    del z
    try:
        return z
    except UnboundLocalError as e:
        return f"case3: {e}"
v = "global v"
case1()
print(case2(True), case2(False))
print(case3())
