paths = ["src/main.rs", "src/lib.rs", "src/vm/frame.rs", "src/vm/mod.rs", "tests/corpus/a.py",
         "README.md", "src/vm/ops/add.rs", "tests/differential.rs"]
tree = {}
for p in paths:
    node = tree
    parts = p.split("/")
    for part in parts[:-1]:
        node = node.setdefault(part + "/", {})
    node[parts[-1]] = None
def render(node, prefix=""):
    entries = sorted(node.items(), key=lambda kv: (kv[1] is None, kv[0]))
    for i, (name, child) in enumerate(entries):
        last = i == len(entries) - 1
        print(prefix + ("└── " if last else "├── ") + name)
        if child is not None:
            render(child, prefix + ("    " if last else "│   "))
render(tree)
def count(node):
    return sum(1 if c is None else count(c) for c in node.values())
print(count(tree), "files")
