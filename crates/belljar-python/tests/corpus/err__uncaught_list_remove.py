queue = ["a", "b"]
queue.remove("a")
print(queue)
queue.remove("z")
