class Store:
    def __init__(self):
        self.data = {}
        self.txns = []
    def get(self, k, default=None):
        for layer in reversed(self.txns):
            if k in layer:
                v = layer[k]
                return default if v is Store.DELETED else v
        return self.data.get(k, default)
    def set(self, k, v):
        (self.txns[-1] if self.txns else self.data)[k] = v
    def delete(self, k):
        if self.txns:
            self.txns[-1][k] = Store.DELETED
        else:
            self.data.pop(k, None)
    def begin(self):
        self.txns.append({})
    def rollback(self):
        if not self.txns:
            raise RuntimeError("no transaction")
        self.txns.pop()
    def commit(self):
        if not self.txns:
            raise RuntimeError("no transaction")
        top = self.txns.pop()
        target = self.txns[-1] if self.txns else self.data
        for k, v in top.items():
            if v is Store.DELETED and target is self.data:
                target.pop(k, None)
            else:
                target[k] = v
Store.DELETED = object()
s = Store()
s.set("a", 1)
s.begin(); s.set("a", 2); s.set("b", 3)
print(s.get("a"), s.get("b"))
s.begin(); s.delete("a"); print(s.get("a", "gone"))
s.rollback(); print(s.get("a"))
s.commit(); print(s.data)
try:
    s.commit()
except RuntimeError as e:
    print("RuntimeError:", e)
