import queue
q = queue.Queue()
for i in range(5):
    q.put(i)
print(q.qsize(), q.empty(), q.full(), [q.get() for _ in range(3)], q.get_nowait(), q.qsize())
q.put_nowait("x")
print(list(q.queue), q.get(block=False), q.empty())
try:
    q.get_nowait()
except queue.Empty:
    print("Empty")
try:
    q.get(timeout=0.01)
except queue.Empty:
    print("Empty after timeout")
try:
    q.get(timeout=-1)
except ValueError as e:
    print("ValueError:", e)
b = queue.Queue(maxsize=2)
b.put(1); b.put(2)
print(b.full(), b.maxsize)
try:
    b.put_nowait(3)
except queue.Full:
    print("Full")
try:
    b.put(3, timeout=0.01)
except queue.Full:
    print("Full after timeout")
print(b.get(), b.full())
lifo = queue.LifoQueue()
for c in "abc":
    lifo.put(c)
print([lifo.get() for _ in range(3)], lifo.empty())
pq = queue.PriorityQueue()
for item in [(3, "c"), (1, "a"), (2, "b"), (1, "aa")]:
    pq.put(item)
print([pq.get() for _ in range(4)])
sq = queue.SimpleQueue()
sq.put(1); sq.put_nowait(2)
print(sq.qsize(), sq.get(), sq.get_nowait(), sq.empty())
try:
    sq.get(block=False)
except queue.Empty:
    print("SimpleQueue Empty")
t = queue.Queue()
t.put("job1"); t.put("job2")
while not t.empty():
    job = t.get()
    print("done", job)
    t.task_done()
t.join()
print(t.unfinished_tasks)
try:
    t.task_done()
except ValueError as e:
    print("ValueError:", e)
print(issubclass(queue.Empty, Exception), issubclass(queue.Full, Exception), queue.Full.__module__)
queue.Queue().get_nowait()
