# The singleton metaclass agents write: __call__ caches one instance per class.
class Singleton(type):
    _instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]


class Config(metaclass=Singleton):
    def __init__(self, name="default"):
        print("building config", name)
        self.name = name


class Logger(metaclass=Singleton):
    def __init__(self):
        self.lines = []

    def log(self, s):
        self.lines.append(s)


a = Config("first")
b = Config("second")
print(a is b, a.name, b.name)
l1 = Logger()
l1.log("x")
l2 = Logger()
l2.log("y")
print(l1 is l2, l2.lines, len(Singleton._instances))
print(sorted(k.__name__ for k in Singleton._instances))
