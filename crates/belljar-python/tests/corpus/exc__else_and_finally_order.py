log = []
def run(x):
    try:
        log.append("try")
        if x == "raise":
            raise ValueError("v")
        if x == "return":
            return "early"
    except ValueError:
        log.append("except")
        return "from except"
    else:
        log.append("else")
        return "from else"
    finally:
        log.append("finally")
for x in ["ok", "raise", "return"]:
    log.clear()
    r = run(x)
    print(x, r, log)
