def f():
    try:
        try:
            raise ValueError("inner")
        finally:
            print("inner finally")
    except ValueError as e:
        print("outer caught", e)
        return "handled"
    finally:
        print("outer finally")
print(f())
def g():
    for i in range(3):
        try:
            try:
                if i == 1:
                    raise KeyError(i)
            finally:
                print("inner", i)
        except KeyError:
            print("caught", i)
            continue
        print("body end", i)
g()
