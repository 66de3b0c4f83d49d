# Dependency graphs: topological sort, cycle detection, levels.
from collections import defaultdict, deque

deps = {
    "app": ["lib", "utils", "config"],
    "lib": ["utils", "core"],
    "utils": ["core"],
    "config": [],
    "core": [],
    "tests": ["app", "mock"],
    "mock": ["core"],
}


def topo(graph):
    indeg = {n: 0 for n in graph}
    users = defaultdict(list)
    for node, needs in graph.items():
        for d in needs:
            indeg[node] += 1
            users[d].append(node)
    queue = deque(sorted(n for n, k in indeg.items() if k == 0))
    order = []
    while queue:
        n = queue.popleft()
        order.append(n)
        for u in sorted(users[n]):
            indeg[u] -= 1
            if indeg[u] == 0:
                queue.append(u)
    if len(order) != len(graph):
        stuck = sorted(n for n, k in indeg.items() if k > 0)
        raise ValueError(f"cycle among {stuck}")
    return order


def levels(graph):
    memo = {}

    def level(n, path=()):
        if n in path:
            raise RecursionError(" -> ".join(path + (n,)))
        if n not in memo:
            memo[n] = 1 + max((level(d, path + (n,)) for d in graph[n]), default=-1)
        return memo[n]

    return {n: level(n) for n in graph}


print(topo(deps))
lv = levels(deps)
for n in sorted(lv, key=lambda k: (lv[k], k)):
    print(f"{'  ' * lv[n]}{n} (level {lv[n]})")
cyclic = dict(deps, core=["app"])
try:
    topo(cyclic)
except ValueError as e:
    print("ValueError:", e)
try:
    levels(cyclic)
except RecursionError as e:
    print("cycle path:", e)
