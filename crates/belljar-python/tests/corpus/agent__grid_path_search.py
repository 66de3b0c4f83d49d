maze = [
    "S.#.....",
    ".##.###.",
    "....#...",
    "##.##.#.",
    "...#..#E",
]
rows, cols = len(maze), len(maze[0])
start = next((r, c) for r in range(rows) for c in range(cols) if maze[r][c] == "S")
end = next((r, c) for r in range(rows) for c in range(cols) if maze[r][c] == "E")
prev = {start: None}
frontier = [start]
while frontier:
    nxt = []
    for r, c in frontier:
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and maze[nr][nc] != "#" and (nr, nc) not in prev:
                prev[(nr, nc)] = (r, c)
                nxt.append((nr, nc))
    frontier = nxt
path = []
node = end
while node:
    path.append(node)
    node = prev[node]
path.reverse()
print("steps:", len(path) - 1)
grid = [list(row) for row in maze]
for r, c in path[1:-1]:
    grid[r][c] = "*"
print("\n".join("".join(row) for row in grid))
