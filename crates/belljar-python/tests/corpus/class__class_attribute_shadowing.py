class Base:
    name = "base"
    tags = []
    def who(self):
        return self.name
class Child(Base):
    name = "child"
b, c = Base(), Child()
print(b.who(), c.who(), Child.__bases__[0].name)
c.name = "instance"
print(c.who(), Child.name, Base.name)
del c.name
print(c.who())
Child.tags.append("shared")
print(Base.tags, Child.tags is Base.tags)
Child.tags = ["own"]
print(Base.tags, Child.tags)
Base.who = lambda self: "patched " + self.name
print(b.who(), c.who())
