def http(status):
    match status:
        case 200:
            return "OK"
        case 301 | 302:
            return "redirect"
        case 404:
            return "not found"
        case None:
            return "no status"
        case True:
            return "true?"
        case "teapot":
            return "I'm a teapot"
        case _:
            return f"other {status}"
for s in [200, 302, 404, None, True, 1, "teapot", 500, 200.0, -1]:
    print(repr(s), http(s))
