class MinHeap:
    def __init__(self):
        self.a = []
    def push(self, item):
        a = self.a
        a.append(item)
        i = len(a) - 1
        while i > 0 and a[(i - 1) // 2] > a[i]:
            a[(i - 1) // 2], a[i] = a[i], a[(i - 1) // 2]
            i = (i - 1) // 2
    def pop(self):
        a = self.a
        top = a[0]
        last = a.pop()
        if a:
            a[0] = last
            i = 0
            while True:
                l, r, m = 2 * i + 1, 2 * i + 2, i
                if l < len(a) and a[l] < a[m]:
                    m = l
                if r < len(a) and a[r] < a[m]:
                    m = r
                if m == i:
                    break
                a[i], a[m] = a[m], a[i]
                i = m
        return top
    def __len__(self):
        return len(self.a)
h = MinHeap()
jobs = [(3, "email"), (1, "deploy"), (2, "test"), (1, "build"), (5, "cleanup"), (2, "lint")]
for seq, (prio, name) in enumerate(jobs):
    h.push((prio, seq, name))
order = []
while h:
    prio, _, name = h.pop()
    order.append(f"{name}(p{prio})")
print(" -> ".join(order))
nums = MinHeap()
for v in [9, 4, 7, 1, 8, 2, 2, 6]:
    nums.push(v)
print([nums.pop() for _ in range(len(nums))])
