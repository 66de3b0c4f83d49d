graph = {
    "A": {"B": 7, "C": 9, "F": 14},
    "B": {"A": 7, "C": 10, "D": 15},
    "C": {"A": 9, "B": 10, "D": 11, "F": 2},
    "D": {"B": 15, "C": 11, "E": 6},
    "E": {"D": 6, "F": 9},
    "F": {"A": 14, "C": 2, "E": 9},
}
def dijkstra(src):
    dist = {n: float("inf") for n in graph}
    prev = {}
    dist[src] = 0
    todo = set(graph)
    while todo:
        u = min(todo, key=lambda n: (dist[n], n))
        todo.remove(u)
        for v, w in graph[u].items():
            if dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
                prev[v] = u
    return dist, prev
dist, prev = dijkstra("A")
print(dist)
def path(to):
    p = [to]
    while p[-1] in prev:
        p.append(prev[p[-1]])
    return p[::-1]
for n in "BCDEF":
    print(n, dist[n], "->".join(path(n)))
