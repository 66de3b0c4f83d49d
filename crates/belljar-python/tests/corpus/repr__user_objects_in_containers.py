class Tag:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return f"<{self.name}>"
tags = [Tag("a"), Tag("b")]
print(tags, (Tag("t"),), {"k": Tag("v")}, {1: [Tag("deep")]})
print(str(tags), f"{tags}", "%s" % tags, "{}".format(tags))
class S:
    def __str__(self):
        return "S-str"
    def __repr__(self):
        return "S-repr"
print(S(), [S()], str(S()), repr([S()]), f"{S()!r}", "%r" % S())
