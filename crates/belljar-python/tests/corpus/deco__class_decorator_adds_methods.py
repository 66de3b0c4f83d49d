def comparable_by(attr):
    def deco(cls):
        cls.__eq__ = lambda self, o: getattr(self, attr) == getattr(o, attr)
        cls.__lt__ = lambda self, o: getattr(self, attr) < getattr(o, attr)
        cls.__hash__ = lambda self: hash(getattr(self, attr))
        return cls
    return deco
@comparable_by("score")
class Player:
    def __init__(self, name, score):
        self.name, self.score = name, score
    def __repr__(self):
        return f"{self.name}({self.score})"
ps = [Player("a", 3), Player("b", 1), Player("c", 3)]
print(sorted(ps), max(ps), Player("x", 1) == Player("y", 1), len(set(ps)))
def singleton(cls):
    instances = {}
    def get(*a):
        if cls not in instances:
            instances[cls] = cls(*a)
        return instances[cls]
    return get
@singleton
class Config:
    def __init__(self, v):
        self.v = v
print(Config(1).v, Config(2).v, Config(3) is Config(4))
