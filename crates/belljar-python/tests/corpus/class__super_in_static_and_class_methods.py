class Base:
    registry = []
    @classmethod
    def register(cls, name):
        cls.registry = cls.registry + [f"{cls.__name__}:{name}"]
        return cls.registry
    @staticmethod
    def helper(x):
        return x * 2
class Child(Base):
    @classmethod
    def register(cls, name):
        return super().register(name.upper())
    @staticmethod
    def helper(x):
        return Base.helper(x) + 1
print(Base.register("a"), Child.register("b"), Base.registry, Child.registry)
print(Base.helper(5), Child.helper(5), Child().helper(1))
