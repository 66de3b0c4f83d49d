deps = {
    "app": ["web", "db", "log"],
    "web": ["http", "log"],
    "db": ["log", "pool"],
    "http": ["socket"],
    "pool": [],
    "log": [],
    "socket": [],
}
def topo(graph):
    order, state = [], {}
    def visit(n, path):
        if state.get(n) == "done":
            return
        if state.get(n) == "active":
            raise ValueError("cycle: " + " -> ".join(path + [n]))
        state[n] = "active"
        for d in sorted(graph.get(n, [])):
            visit(d, path + [n])
        state[n] = "done"
        order.append(n)
    for n in sorted(graph):
        visit(n, [])
    return order
print(topo(deps))
deps["log"] = ["app"]
try:
    topo(deps)
except ValueError as e:
    print("ValueError:", e)
