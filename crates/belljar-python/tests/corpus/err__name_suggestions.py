# NameError messages and their suggestions.
def show(fn):
    try:
        fn()
    except NameError as e:
        print(type(e).__name__ + ":", e)


counter = 0
results_list = []


def use_local():
    value_total = 1
    return value_totl


show(lambda: countr)
show(lambda: result_list)
show(lambda: prnt("x"))
show(lambda: lenn([]))
show(use_local)
show(lambda: qwertyuiop)
show(lambda: Flase)
show(lambda: none)
print(counter, results_list)
totl = 5
print(total)
