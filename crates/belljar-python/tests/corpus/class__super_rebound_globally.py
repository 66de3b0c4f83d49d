# A module that rebinds the name `super` globally: a zero-argument `super()` in a method
# calls that binding with no arguments (the builtin's magic lives in the builtin itself).
class Base:
    def who(self):
        return "base"


class Child(Base):
    def call(self):
        return super()


super = lambda: "module-level super"
print(Child().call())
del super
print(Child().call().who())
