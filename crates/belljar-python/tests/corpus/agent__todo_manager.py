class Task:
    _ids = 0
    def __init__(self, title, priority=2, tags=()):
        Task._ids += 1
        self.id = Task._ids
        self.title = title
        self.priority = priority
        self.tags = set(tags)
        self.done = False
    def __repr__(self):
        mark = "x" if self.done else " "
        return f"[{mark}] #{self.id} {self.title} (p{self.priority})"
class TodoList:
    def __init__(self):
        self.tasks = []
    def add(self, *a, **k):
        t = Task(*a, **k)
        self.tasks.append(t)
        return t
    def complete(self, tid):
        for t in self.tasks:
            if t.id == tid:
                t.done = True
                return t
        raise LookupError(f"no task {tid}")
    def pending(self):
        return sorted((t for t in self.tasks if not t.done), key=lambda t: (t.priority, t.id))
    def by_tag(self, tag):
        return [t.title for t in self.tasks if tag in t.tags]
todo = TodoList()
todo.add("write report", 1, ["work"])
todo.add("buy milk", 3, ["home"])
todo.add("fix bug", 1, ["work", "urgent"])
todo.add("call mom", 2, ["home"])
todo.complete(3)
for t in todo.pending():
    print(t)
print(todo.by_tag("work"), todo.by_tag("home"), todo.by_tag("none"))
try:
    todo.complete(99)
except LookupError as e:
    print("LookupError:", e)
print(todo.tasks)
