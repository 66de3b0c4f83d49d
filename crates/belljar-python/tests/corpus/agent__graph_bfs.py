edges = [("a", "b"), ("a", "c"), ("b", "d"), ("c", "d"), ("d", "e"), ("f", "g")]
graph = {}
for u, v in edges:
    graph.setdefault(u, []).append(v)
    graph.setdefault(v, []).append(u)
def bfs(start, goal):
    queue = [[start]]
    seen = {start}
    while queue:
        path = queue.pop(0)
        node = path[-1]
        if node == goal:
            return path
        for nxt in sorted(graph.get(node, [])):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(path + [nxt])
    return None
print(bfs("a", "e"), bfs("a", "g"), bfs("e", "a"))
def components():
    seen, comps = set(), []
    for n in sorted(graph):
        if n in seen:
            continue
        stack, comp = [n], []
        while stack:
            x = stack.pop()
            if x in seen:
                continue
            seen.add(x)
            comp.append(x)
            stack.extend(graph[x])
        comps.append(sorted(comp))
    return comps
print(components())
degree = {n: len(v) for n, v in graph.items()}
print(sorted(degree.items(), key=lambda kv: (-kv[1], kv[0])))
