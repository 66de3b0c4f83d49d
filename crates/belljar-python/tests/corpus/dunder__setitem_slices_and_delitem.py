class Recorder:
    def __init__(self):
        self.log = []
        self.data = list(range(10))
    def __getitem__(self, key):
        self.log.append(("get", key))
        return self.data[key]
    def __setitem__(self, key, value):
        self.log.append(("set", key, value))
        self.data[key] = value
    def __delitem__(self, key):
        self.log.append(("del", key))
        del self.data[key]
r = Recorder()
print(r[2], r[-1], r[1:4], r[::3])
r[0] = "zero"
r[1:3] = ["a", "b", "c"]
del r[-1]
del r[::4]
print(r.data)
for entry in r.log:
    print(entry)
