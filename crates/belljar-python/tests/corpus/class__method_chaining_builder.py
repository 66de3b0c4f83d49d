class Query:
    def __init__(self, table):
        self.table = table
        self.wheres = []
        self.order = None
        self.lim = None
        self.cols = ["*"]
    def select(self, *cols):
        self.cols = list(cols)
        return self
    def where(self, cond, **params):
        for k, v in params.items():
            cond = cond.replace(f":{k}", repr(v))
        self.wheres.append(cond)
        return self
    def order_by(self, col, desc=False):
        self.order = f"{col} {'DESC' if desc else 'ASC'}"
        return self
    def limit(self, n):
        self.lim = n
        return self
    def __str__(self):
        sql = f"SELECT {', '.join(self.cols)} FROM {self.table}"
        if self.wheres:
            sql += " WHERE " + " AND ".join(f"({w})" for w in self.wheres)
        if self.order:
            sql += f" ORDER BY {self.order}"
        if self.lim is not None:
            sql += f" LIMIT {self.lim}"
        return sql
print(Query("users"))
print(Query("users").select("id", "name").where("age > :age", age=30).where("name = :n", n="o'neil").order_by("name").limit(10))
print(Query("t").order_by("x", desc=True).limit(0))
