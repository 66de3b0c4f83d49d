import json


class Config(dict):
    def get_int(self, key):
        return int(self[key])


class Items(list):
    pass


class Label(str):
    pass


class Count(int):
    pass


c = Config(name=Label("svc"), port="8080", tags=Items(["a", "b"]), n=Count(3))
print(json.dumps(c, sort_keys=True))
print(json.dumps(Items([1, Config(a=1)])), json.dumps(Label("x")), json.dumps(Count(7)))
print(c.get_int("port") + 1, sorted(c.keys()), sorted(c.values(), key=str))
print(dict(c) == c, list(Items([3, 2])), tuple(Items([1])), set(Items([1, 1])))
print(sorted(Items([3, 1, 2])), sum(Items([1, 2])), any(Items([0, 1])), len(Config()))
print({**Config(a=1), "b": 2}, [*Items([1, 2]), 3], dict(Config(x=1), y=2))
print(list(zip(Items([1, 2]), Label("ab"))), list(enumerate(Items(["x"]))))
print(Label("a,b").split(","), "-".join(Items(["p", "q"])), max(Items([4, 9])))
