class Registry:
    def __init__(self):
        self.items = {"alpha": 1}
    def lookup(self, name):
        return self.items[name]
r = Registry()
print(r.lookup("alpha"))
print(r.lookup("beta"))
