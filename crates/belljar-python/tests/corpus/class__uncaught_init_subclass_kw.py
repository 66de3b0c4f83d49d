class Base:
    pass


print("start")


class Child(Base, color="red"):
    pass
