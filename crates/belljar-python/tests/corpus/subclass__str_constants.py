import json


class Color(str):
    def __repr__(self):
        return f"<Color {str.__repr__(self)}>"


RED = Color("red")
GREEN = Color("green")
palette = {RED: (255, 0, 0), GREEN: (0, 255, 0)}
print(palette["red"], palette[Color("green")], RED == "red", RED in ["red"], repr(RED), str(RED))
print(json.dumps({RED: 1}), json.dumps([GREEN]), f"{RED}", "%s/%r" % (RED, RED), RED.upper())
print(sorted([GREEN, RED]), [RED], {"c": RED})
print(RED + "dish", type(RED + "dish").__name__, RED.replace("r", "b"), RED * 2, RED[0])
print(", ".join([RED, GREEN]), RED.startswith("re"), RED.split("e"), len(RED), hash(RED) == hash("red"))


class Status(int):
    def __repr__(self):
        return f"Status({int(self)})"


OK, MISSING = Status(200), Status(404)
print(OK, [OK, MISSING], OK == 200, OK + 1, {OK: "ok"}[200], sorted([MISSING, OK]), json.dumps({"s": OK}))
print(f"{OK:>6}", f"{OK!r}", "%d" % MISSING, "%s" % MISSING, max(OK, MISSING), str(OK))
