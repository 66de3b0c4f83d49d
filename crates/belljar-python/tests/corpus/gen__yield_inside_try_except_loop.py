def robust(values):
    for v in values:
        try:
            result = 100 // v
        except ZeroDivisionError:
            yield ("error", v)
            continue
        except TypeError as e:
            yield ("type", str(e))
            break
        else:
            yield ("ok", result)
        finally:
            print("  processed", repr(v))
for item in robust([5, 0, 7, "x", 9]):
    print(item)
