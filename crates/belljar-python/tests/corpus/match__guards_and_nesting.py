def route(req):
    match req:
        case {"method": "GET", "path": path} if path.startswith("/api/"):
            return f"api get {path[5:]}"
        case {"method": "GET", "path": "/"}:
            return "home"
        case {"method": "POST", "path": p, "body": {"name": str(name)}}:
            return f"create {name} at {p}"
        case {"method": m, "path": p} if m not in ("GET", "POST"):
            return f"{m} not allowed on {p}"
        case _:
            return "bad request"
reqs = [
    {"method": "GET", "path": "/api/users"},
    {"method": "GET", "path": "/"},
    {"method": "POST", "path": "/u", "body": {"name": "ann"}},
    {"method": "POST", "path": "/u", "body": {"name": 5}},
    {"method": "DELETE", "path": "/u/1"},
]
for r in reqs:
    print(route(r))
def nested(v):
    match v:
        case [[a, b], [c, d]]:
            return a * d - b * c
        case [[a]]:
            return a
    return None
print(nested([[1, 2], [3, 4]]), nested([[9]]), nested([1]))
