# A method that binds the name `super` itself calls its own binding with no arguments;
# zero-argument super() is only the builtin when the name is not local.
class Base:
    def who(self):
        return "base"


class Child(Base):
    def local_lambda(self):
        super = lambda: "my own super"
        return super()

    def local_from_param(self, super=lambda: "param"):
        return super()

    def enclosing(self):
        super = lambda: "outer"

        def inner():
            return super()

        return inner()

    def plain(self):
        return super().who()


c = Child()
print(c.local_lambda())
print(c.local_from_param())
print(c.local_from_param(lambda: "given"))
print(c.enclosing())
print(c.plain())
