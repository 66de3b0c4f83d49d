class Thing:
    @property
    def size(self):
        return 3
t = Thing()
print(t.size)
del t.size
