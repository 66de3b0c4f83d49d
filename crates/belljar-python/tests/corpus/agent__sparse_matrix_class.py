class Sparse:
    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols
        self.cells = {}
    def __setitem__(self, rc, v):
        r, c = rc
        if not (0 <= r < self.rows and 0 <= c < self.cols):
            raise IndexError(f"cell {rc} outside {self.rows}x{self.cols}")
        if v:
            self.cells[rc] = v
        else:
            self.cells.pop(rc, None)
    def __getitem__(self, rc):
        return self.cells.get(rc, 0)
    def __matmul__(self, other):
        out = Sparse(self.rows, other.cols)
        for (i, k), a in self.cells.items():
            for j in range(other.cols):
                b = other[k, j]
                if b:
                    out[i, j] = out[i, j] + a * b
        return out
    def __repr__(self):
        return "\n".join(" ".join(f"{self[r, c]:3}" for c in range(self.cols)) for r in range(self.rows))
a = Sparse(3, 3)
a[0, 0], a[1, 2], a[2, 1] = 2, 3, 4
b = Sparse(3, 2)
b[0, 1], b[2, 0], b[1, 1] = 5, 6, 7
print(a @ b)
print(len(a.cells), sorted(a.cells))
a[1, 2] = 0
print(len(a.cells))
try:
    a[3, 0] = 1
except IndexError as e:
    print("IndexError:", e)
