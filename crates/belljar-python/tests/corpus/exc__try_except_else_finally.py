def attempt(x):
    try:
        r = 10 / x
    except ZeroDivisionError:
        print("  except ZeroDivisionError")
        return "div0"
    except TypeError as e:
        print("  except TypeError:", e)
        return "type"
    else:
        print("  else, r =", r)
        return r
    finally:
        print("  finally for", repr(x))
for v in [2, 0, "a"]:
    print(attempt(v))
try:
    pass
except Exception:
    print("never")
else:
    print("else runs when no exception")
finally:
    print("finally always")
