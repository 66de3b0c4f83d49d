words = {"hit", "hot", "dot", "dog", "cog", "lot", "log", "hog"}
def neighbors(w):
    out = []
    for i in range(len(w)):
        for c in "abcdefghijklmnopqrstuvwxyz":
            cand = w[:i] + c + w[i + 1:]
            if cand != w and cand in words:
                out.append(cand)
    return out
def ladder(start, goal):
    frontier = [[start]]
    seen = {start}
    while frontier:
        nxt = []
        for path in frontier:
            for n in neighbors(path[-1]):
                if n == goal:
                    return path + [n]
                if n not in seen:
                    seen.add(n)
                    nxt.append(path + [n])
        frontier = nxt
    return None
print(ladder("hit", "cog"), ladder("hit", "hog"), ladder("hit", "xyz"))
print(sorted(neighbors("hot")))
